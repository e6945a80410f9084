CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_ids" uuid[] NOT NULL,
	"topics" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_at" ON "live_events" USING btree ("created_at");