CREATE TABLE "data_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"check_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
