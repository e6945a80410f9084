CREATE TABLE "dare_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"difficulty" text NOT NULL,
	"points" integer NOT NULL,
	"text" text NOT NULL,
	"template_id" text,
	"engine" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dare_options" ADD CONSTRAINT "dare_options_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dare_options" ADD CONSTRAINT "dare_options_sender_id_players_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dare_options_sender" ON "dare_options" USING btree ("couple_id","sender_id");