-- A request's comments become its conversation in 'Messaggi': one way to talk, the history kept.
-- One conversation per request: where the client already started more than one about it, the oldest
-- keeps the link and the others stay, unlinked, with all their messages.
UPDATE "message_threads" AS t SET "request_id" = NULL
WHERE t."request_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "message_threads" AS o WHERE o."request_id" = t."request_id" AND o."id" < t."id");--> statement-breakpoint
-- A request with comments and no conversation gets one, named as the request, closed if the request is
-- complete (a message opens it again). No counter is raised: nothing of before comes back as unread.
INSERT INTO "message_threads" ("user_id", "subject", "state", "created_at", "created_by", "closed_at", "request_id", "last_message_at", "last_public_at")
SELECT r."user_id", r."title",
  CASE WHEN r."completed_at" IS NULL THEN 'open' ELSE 'closed' END,
  min(c."created_at"),
  (array_agg(c."author_id" ORDER BY c."created_at", c."id"))[1],
  CASE WHEN r."completed_at" IS NULL THEN NULL ELSE now() END,
  r."id", max(c."created_at"), max(c."created_at")
FROM "document_requests" AS r
JOIN "request_comments" AS c ON c."request_id" = r."id"
WHERE NOT EXISTS (SELECT 1 FROM "message_threads" AS t WHERE t."request_id" = r."id")
GROUP BY r."id";--> statement-breakpoint
-- Each comment a message, at its own time and by its author; one whose author's account is gone was the
-- firm's (a client's comments go with the client). Read times stay unknown: 'Letto' shows only reads the
-- portal saw.
INSERT INTO "messages" ("thread_id", "author_id", "from_firm", "text", "created_at")
SELECT t."id", c."author_id", c."author_id" IS DISTINCT FROM r."user_id", c."text", c."created_at"
FROM "request_comments" AS c
JOIN "document_requests" AS r ON r."id" = c."request_id"
JOIN "message_threads" AS t ON t."request_id" = r."id"
ORDER BY c."created_at", c."id";--> statement-breakpoint
-- A conversation the client had already started takes the history's times too.
UPDATE "message_threads" AS t SET
  "created_at" = least(t."created_at", h."first"),
  "last_message_at" = greatest(t."last_message_at", h."last"),
  "last_public_at" = greatest(t."last_public_at", h."last")
FROM (SELECT "request_id", min("created_at") AS "first", max("created_at") AS "last" FROM "request_comments" GROUP BY "request_id") AS h
WHERE t."request_id" = h."request_id";--> statement-breakpoint
DROP TABLE "request_comments" CASCADE;--> statement-breakpoint
DROP INDEX "message_threads_request_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_request_key" ON "message_threads" USING btree ("request_id") WHERE "message_threads"."request_id" is not null;
