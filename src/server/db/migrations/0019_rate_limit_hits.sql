-- UNLOGGED by hand: budgets skip the write-ahead log (src/server/db/schema/rate-limits.ts).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
