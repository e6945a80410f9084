-- Hard boundaries and intent choices are stored encrypted (docs/matching-and-privacy.md,
-- "Encryption at rest"). A sealed value differs every time, so the unique index on the words
-- can no longer keep a partner's boundaries free of repeats: the journey does that in code.
DROP INDEX "hard_boundaries_player_boundary";--> statement-breakpoint
CREATE INDEX "hard_boundaries_player" ON "hard_boundaries" USING btree ("couple_id","player_id");--> statement-breakpoint
-- Each list of intent choices becomes one text holding the list as JSON, which can be sealed.
-- Rows saved before hold the plain JSON here; the start-up sweep seals them (plain-values.ts).
-- No default: every row is written with its lists sealed for its own id.
ALTER TABLE "intents"
  ALTER COLUMN "looking_for" DROP DEFAULT,
  ALTER COLUMN "looking_for" SET DATA TYPE text USING array_to_json("looking_for")::text,
  ALTER COLUMN "focus_areas" DROP DEFAULT,
  ALTER COLUMN "focus_areas" SET DATA TYPE text USING array_to_json("focus_areas")::text,
  ALTER COLUMN "avoid_categories" DROP DEFAULT,
  ALTER COLUMN "avoid_categories" SET DATA TYPE text USING array_to_json("avoid_categories")::text,
  ALTER COLUMN "experience_style" DROP DEFAULT,
  ALTER COLUMN "experience_style" SET DATA TYPE text USING array_to_json("experience_style")::text;
