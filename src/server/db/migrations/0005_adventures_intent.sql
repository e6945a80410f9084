CREATE TABLE "couple_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"badge_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"lead_player_id" uuid NOT NULL,
	"type_id" uuid,
	"type_name" text NOT NULL,
	"template_id" text,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"partner_teaser" text,
	"chance_outcome" text,
	"selected_accessories" text[] DEFAULT '{}'::text[] NOT NULL,
	"preparation_instructions" text NOT NULL,
	"details" text NOT NULL,
	"summary" text NOT NULL,
	"level" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"engine" text NOT NULL,
	"status" text NOT NULL,
	"partner_response" text,
	"partner_responded_at" timestamp with time zone,
	"partner_feedback" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"couple_id" uuid,
	"looking_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"comfort_level" integer NOT NULL,
	"focus_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"comfort_zone" text,
	"avoid_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_style" text[] DEFAULT '{}'::text[] NOT NULL,
	"challenge_preference" text,
	"tone_preference" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intents_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
ALTER TABLE "couple_badges" ADD CONSTRAINT "couple_badges_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_lead_player_id_players_id_fk" FOREIGN KEY ("lead_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_type_id_experience_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."experience_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intents" ADD CONSTRAINT "intents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intents" ADD CONSTRAINT "intents_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couple_badges_once" ON "couple_badges" USING btree ("couple_id","badge_key");--> statement-breakpoint
CREATE INDEX "experiences_couple_time" ON "experiences" USING btree ("couple_id","created_at");