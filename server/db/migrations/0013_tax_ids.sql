-- A client's codice fiscale and partita IVA (issue 26), unique among accounts, and in the text the
-- users' search looks in. A generated column's expression cannot change in place on every server we
-- support, so the column (and its trigram index with it) is dropped and made again from the new one.
ALTER TABLE "users" ADD COLUMN "codice_fiscale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partita_iva" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_codice_fiscale_key" ON "users" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE UNIQUE INDEX "users_partita_iva_key" ON "users" USING btree ("partita_iva");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("full_name" || ' ' || "username" || ' ' || "email" || ' ' || coalesce("codice_fiscale", '') || ' ' || coalesce("partita_iva", ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
