CREATE TABLE "sign_in_failures" (
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"owner_told_at" timestamp with time zone,
	CONSTRAINT "sign_in_failures_kind_email_pk" PRIMARY KEY("kind","email")
);
--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_at" ON "outbox" USING btree ("recipient","created_at");