-- Counts kept under a plain address are dropped: a pause lasts an hour at most anyway.
DELETE FROM "sign_in_failures";--> statement-breakpoint
ALTER TABLE "sign_in_failures" RENAME COLUMN "email" TO "email_digest";--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_kind_email_pk";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_kind_email_digest_pk" PRIMARY KEY("kind","email_digest");