-- When a client's calendar feed last answered its address (issue 46): the profile shows it, so a reader
-- the client does not know can be seen.
ALTER TABLE "users" ADD COLUMN "calendar_token_read_at" timestamp with time zone;
