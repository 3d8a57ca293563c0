ALTER TABLE "otps_mobiles" ALTER COLUMN "numero" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "telephones" ALTER COLUMN "numero" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "sandbox_requetes" ADD COLUMN "pays" char(2);--> statement-breakpoint
-- Numbers were French mobiles stored as typed without separators (« 0612345678 »); they are now
-- stored in E.164 like the Belgian, Luxembourg and Swiss ones, and SMS codes go to that form.
UPDATE "telephones" SET "numero" = '+33' || substr("numero", 2) WHERE "numero" ~ '^0[67][0-9]{8}$';--> statement-breakpoint
UPDATE "otps_mobiles" SET "numero" = '+33' || substr("numero", 2) WHERE "numero" ~ '^0[67][0-9]{8}$';
