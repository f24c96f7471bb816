CREATE TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counts_window_start_idx" ON "request_counts" USING btree ("window_start");