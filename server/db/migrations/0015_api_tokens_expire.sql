-- Every API token now ends, at most a year after it is made (issue 46). A token made before had no end,
-- or a far one: it gets a year from this upgrade, so the firm's software keeps working meanwhile and the
-- panel's list shows the date to renew it by, rather than stopping overnight.
UPDATE "api_tokens" SET "expires_at" = now() + interval '365 days' WHERE "expires_at" IS NULL OR "expires_at" > now() + interval '365 days';--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "expires_at" SET NOT NULL;
