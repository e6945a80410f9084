CREATE TABLE "score_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streak_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hard_boundaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"boundary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"starting_level" text NOT NULL,
	"desired_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_couple_unique" UNIQUE("couple_id")
);
--> statement-breakpoint
CREATE TABLE "daily_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"day" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"task_type" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"level" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_task_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"notes" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"template_id" text,
	"round" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"task_type" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"points" integer NOT NULL,
	"level" text NOT NULL,
	"activity_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"assigned_to" uuid NOT NULL,
	"status" text NOT NULL,
	"engine" text NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_events" ADD CONSTRAINT "score_events_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_events" ADD CONSTRAINT "score_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_milestones" ADD CONSTRAINT "streak_milestones_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hard_boundaries" ADD CONSTRAINT "hard_boundaries_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hard_boundaries" ADD CONSTRAINT "hard_boundaries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD CONSTRAINT "daily_challenges_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_task_confirmations" ADD CONSTRAINT "quick_task_confirmations_task_id_quick_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."quick_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_task_confirmations" ADD CONSTRAINT "quick_task_confirmations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_tasks" ADD CONSTRAINT "quick_tasks_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_tasks" ADD CONSTRAINT "quick_tasks_assigned_to_players_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_events_once" ON "score_events" USING btree ("source","source_id","player_id");--> statement-breakpoint
CREATE INDEX "score_events_couple_time" ON "score_events" USING btree ("couple_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "streak_milestones_once" ON "streak_milestones" USING btree ("couple_id","days");--> statement-breakpoint
CREATE UNIQUE INDEX "hard_boundaries_player_boundary" ON "hard_boundaries" USING btree ("couple_id","player_id","boundary");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_challenges_couple_day" ON "daily_challenges" USING btree ("couple_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_task_confirmations_once" ON "quick_task_confirmations" USING btree ("task_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_tasks_one_open" ON "quick_tasks" USING btree ("couple_id") WHERE "quick_tasks"."status" in ('pending', 'started');--> statement-breakpoint
CREATE INDEX "quick_tasks_couple_time" ON "quick_tasks" USING btree ("couple_id","created_at");