CREATE TABLE "journey_boundary_replies" (
	"couple_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"reply" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_boundary_replies_couple_id_player_id_pk" PRIMARY KEY("couple_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "carried_plans" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "postponed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "chosen_by" uuid;--> statement-breakpoint
ALTER TABLE "journey_boundary_replies" ADD CONSTRAINT "journey_boundary_replies_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_boundary_replies" ADD CONSTRAINT "journey_boundary_replies_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carried_plans" ADD CONSTRAINT "carried_plans_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_chosen_by_players_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Plans chosen before the chooser was recorded: credited to the couple's inviter, so ending the couple keeps the plan with someone rather than losing it.
UPDATE "subscriptions" SET "chosen_by" = "couples"."player1_id" FROM "couples" WHERE "couples"."id" = "subscriptions"."couple_id" AND "subscriptions"."tier" <> 'Trial' AND "couples"."ended_at" IS NULL;
--> statement-breakpoint
-- Journeys started before partners were asked for their boundaries: both current partners count as having answered, so nobody is asked on the strength of what the other set.
INSERT INTO "journey_boundary_replies" ("couple_id", "player_id", "reply") SELECT "journeys"."couple_id", "players"."id", 'added' FROM "journeys" JOIN "players" ON "players"."couple_id" = "journeys"."couple_id" ON CONFLICT DO NOTHING;
