-- Search for every list that grows with the firm (decision 0024): trigrams for substring
-- search through an index, unaccent so 'perche' finds 'perché'. Both ship with PostgreSQL
-- (trusted: a database owner may create them) and with PGlite (loaded in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() depends on a dictionary and is only STABLE; naming the dictionary makes the
-- result fixed, which an index expression needs.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "audit_events_at_idx";--> statement-breakpoint
DROP INDEX "client_uploads_user_uploaded_idx";--> statement-breakpoint
DROP INDEX "client_uploads_uploaded_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "documents_user_uploaded_idx";--> statement-breakpoint
CREATE INDEX "client_uploads_search_idx" ON "client_uploads" USING gin (search_fold("title" || ' ' || "filename") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (search_fold("name" || ' ' || "email" || ' ' || "subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_uploaded_idx" ON "documents" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin (search_fold("title" || ' ' || "filename") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (search_fold("full_name" || ' ' || "username" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "client_uploads_user_uploaded_idx" ON "client_uploads" USING btree ("user_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "client_uploads_uploaded_idx" ON "client_uploads" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "documents_user_uploaded_idx" ON "documents" USING btree ("user_id","uploaded_at","id");