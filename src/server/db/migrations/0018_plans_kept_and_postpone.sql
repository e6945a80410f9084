CREATE TABLE "carried_plans" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "postponed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "chosen_by" uuid;--> statement-breakpoint
ALTER TABLE "carried_plans" ADD CONSTRAINT "carried_plans_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_chosen_by_players_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Plans chosen before the chooser was recorded: credited to the couple's inviter, so ending the couple keeps the plan with someone rather than losing it.
UPDATE "subscriptions" SET "chosen_by" = "couples"."player1_id" FROM "couples" WHERE "couples"."id" = "subscriptions"."couple_id" AND "subscriptions"."tier" <> 'Trial' AND "couples"."ended_at" IS NULL;
