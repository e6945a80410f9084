CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_round_snapshot_answers" (
	"couple_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"perspective" text NOT NULL,
	"preference" text NOT NULL,
	CONSTRAINT "survey_round_snapshot_answers_couple_id_player_id_activity_id_perspective_pk" PRIMARY KEY("couple_id","player_id","activity_id","perspective")
);
--> statement-breakpoint
CREATE TABLE "survey_round_snapshots" (
	"couple_id" uuid PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_round_starts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "couple_invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_round_snapshot_answers" ADD CONSTRAINT "survey_round_snapshot_answers_couple_id_survey_round_snapshots_couple_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."survey_round_snapshots"("couple_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_round_snapshot_answers" ADD CONSTRAINT "survey_round_snapshot_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_round_snapshot_answers" ADD CONSTRAINT "survey_round_snapshot_answers_activity_id_survey_options_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."survey_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_round_snapshots" ADD CONSTRAINT "survey_round_snapshots_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_round_starts" ADD CONSTRAINT "survey_round_starts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_hash" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_player" ON "email_verification_tokens" USING btree ("player_id");