ALTER TABLE "alertes" ADD COLUMN "dernier_regroupement_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alertes_envois" ADD COLUMN "annonce" varchar(12) DEFAULT 'UNITAIRE' NOT NULL;--> statement-breakpoint
CREATE INDEX "trajets_utilisateur_cree_idx" ON "trajets" USING btree ("utilisateur_id","created_at");--> statement-breakpoint
-- The signed unsubscribe link of alert mails was stored in clear in their headers: it becomes the
-- marker of the mail's first secret (alert mails carry that signature alone, as their body does),
-- put back at delivery from the job payload (SMTP) or the outbox row's own secrets.
UPDATE "emails" SET "headers" = jsonb_set("headers", '{List-Unsubscribe}', to_jsonb(regexp_replace("headers"->>'List-Unsubscribe', 'signature=[A-Za-z0-9_-]+', 'signature=[[secret-1]]', 'g'))) WHERE "headers" ? 'List-Unsubscribe' AND "headers"->>'List-Unsubscribe' ~ 'signature=[A-Za-z0-9_-]+';
