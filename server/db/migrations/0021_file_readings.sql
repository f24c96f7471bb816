CREATE TABLE "file_readings" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"reader_version" integer NOT NULL,
	"details" jsonb NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
