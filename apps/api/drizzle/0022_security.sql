ALTER TABLE "emails" ADD COLUMN "secrets" text[];--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "cle_retour" varchar(64);--> statement-breakpoint
-- Issue 16: mails already delivered by SMTP keep no link token (staff views mask them anyway).
UPDATE "emails" SET "html" = regexp_replace("html", '(/(validation-email|reset-mot-de-passe)/)[A-Za-z0-9_-]{16,}', '\1[masqué]', 'g'), "text" = regexp_replace("text", '(/(validation-email|reset-mot-de-passe)/)[A-Za-z0-9_-]{16,}', '\1[masqué]', 'g') WHERE "transport" = 'smtp' AND "status" = 'SENT';
