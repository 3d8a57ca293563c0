-- Retention (docs/product/accounts.md#retention): each account remembers its last login, so that
-- one unused for years is warned then deleted; the yearly statement e-mail is recorded per driver
-- and year so that it goes once. Existing accounts start from their latest session, or from their
-- sign-up when no session is left (login records are kept 12 months).
CREATE TABLE "releves_envoyes" (
	"utilisateur_id" integer NOT NULL,
	"annee" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releves_envoyes_utilisateur_id_annee_pk" PRIMARY KEY("utilisateur_id","annee")
);
--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "derniere_connexion_le" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "inactivite_avertie_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "releves_envoyes" ADD CONSTRAINT "releves_envoyes_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "utilisateurs_derniere_connexion_le_idx" ON "utilisateurs" USING btree ("derniere_connexion_le");--> statement-breakpoint
UPDATE "utilisateurs" u SET "derniere_connexion_le" = greatest(u."created_at", coalesce(
	(SELECT max(s."created_at") FROM "sessions" s WHERE s."utilisateur_id" = u."id"), u."created_at"));
