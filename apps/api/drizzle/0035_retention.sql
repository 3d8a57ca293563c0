-- Retention (docs/product/accounts.md): an identity document's image is erased a set time after
-- its verification, the row and its result staying. Documents verified before this migration
-- start their period now (their verification time was not recorded).
ALTER TABLE "documents" ADD COLUMN "verifie_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "image_supprimee_le" timestamp with time zone;--> statement-breakpoint
UPDATE "documents" SET "verifie_le" = now() WHERE "is_verifie";
