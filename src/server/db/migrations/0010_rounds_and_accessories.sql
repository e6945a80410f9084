CREATE TABLE "survey_changes_apart" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "plan_accessories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_changes_apart" ADD CONSTRAINT "survey_changes_apart_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Until now the stored accessories were the ones the plan used.
UPDATE "experiences" SET "plan_accessories" = "selected_accessories";
