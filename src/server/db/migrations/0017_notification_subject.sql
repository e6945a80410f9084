ALTER TABLE "notifications" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
CREATE INDEX "notifications_player_subject" ON "notifications" USING btree ("player_id","subject_id");