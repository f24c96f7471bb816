ALTER TABLE "documents" ADD COLUMN "storage_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "size" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" text NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "first_downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "notice_mail_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_user_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_notice_mail_id_mail_outbox_id_fk" FOREIGN KEY ("notice_mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_notice_mail_idx" ON "documents" USING btree ("notice_mail_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient_user_id","kind");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_size_check" CHECK ("documents"."size" > 0);