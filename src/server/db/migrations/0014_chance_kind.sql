-- Take a Chance keeps the kind of date its coin picked, which the lead's result names.
ALTER TABLE "experiences" ADD COLUMN "chance_kind" text;