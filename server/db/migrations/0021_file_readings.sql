CREATE TABLE "file_reading_lines" (
	"storage_key" text NOT NULL,
	"invoice" integer NOT NULL,
	"page" integer NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "file_reading_lines_storage_key_invoice_page_pk" PRIMARY KEY("storage_key","invoice","page")
);
--> statement-breakpoint
CREATE TABLE "file_readings" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"reader_version" integer NOT NULL,
	"trust" text NOT NULL,
	"details" jsonb NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
