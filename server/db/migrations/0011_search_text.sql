-- The text each list searches, folded once when a row is written rather than on every row a search
-- reads (decision 0024): a stored generated column, and the trigram indexes on it instead of on the
-- expression. The old indexes go first; the new column fills as the table is rewritten.
DROP INDEX "client_uploads_search_idx";--> statement-breakpoint
DROP INDEX "contact_messages_search_idx";--> statement-breakpoint
DROP INDEX "documents_search_idx";--> statement-breakpoint
DROP INDEX "users_search_idx";--> statement-breakpoint
ALTER TABLE "client_uploads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("title" || ' ' || "filename")) STORED;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("name" || ' ' || "email" || ' ' || "subject")) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("title" || ' ' || "filename")) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("full_name" || ' ' || "username" || ' ' || "email")) STORED;--> statement-breakpoint
CREATE INDEX "client_uploads_search_idx" ON "client_uploads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);