-- Which format a player chose for a general question is stored encrypted
-- (docs/matching-and-privacy.md, "Encryption at rest"). Ciphertext cannot reference a row, so
-- the foreign key to response_formats goes: reads skip a format that is gone or retired.
ALTER TABLE "question_answers" DROP CONSTRAINT "question_answers_response_format_id_response_formats_id_fk";
--> statement-breakpoint
-- Rows saved before keep their plain uuid as text; the start-up sweep seals them (plain-values.ts).
ALTER TABLE "question_answers" ALTER COLUMN "response_format_id" SET DATA TYPE text;
