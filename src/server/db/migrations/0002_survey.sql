CREATE TABLE "activity_answers" (
	"player_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"perspective" text NOT NULL,
	"preference" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_answers_player_id_activity_id_perspective_pk" PRIMARY KEY("player_id","activity_id","perspective")
);
--> statement-breakpoint
CREATE TABLE "couple_summaries" (
	"couple_id" uuid PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"answers_fingerprint" text NOT NULL,
	"engine" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"ai_instruction" text,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"player_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"response_format_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_player_id_question_id_pk" PRIMARY KEY("player_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "response_formats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_completions" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"question_text" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_answers" ADD CONSTRAINT "activity_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_answers" ADD CONSTRAINT "activity_answers_activity_id_survey_options_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."survey_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_summaries" ADD CONSTRAINT "couple_summaries_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_survey_options_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_response_format_id_response_formats_id_fk" FOREIGN KEY ("response_format_id") REFERENCES "public"."response_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_formats" ADD CONSTRAINT "response_formats_category_id_survey_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."survey_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_completions" ADD CONSTRAINT "survey_completions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_category_id_survey_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."survey_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_types_seed_key" ON "experience_types" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "response_formats_seed_key" ON "response_formats" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_categories_seed_key" ON "survey_categories" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_options_seed_key" ON "survey_options" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "survey_options_category" ON "survey_options" USING btree ("category_id");