-- docs/product/accounts.md: a deleted account keeps an anonymised row (supprime_le), its legal
-- identity in identites_archivees (ADMIN only, 10 years), and data exports are counted per member.
CREATE TABLE "exports_donnees" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identites_archivees" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"email" varchar(180) NOT NULL,
	"prenom" varchar(75) NOT NULL,
	"nom" varchar(75) NOT NULL,
	"conserver_jusqu_au" timestamp with time zone NOT NULL,
	"bilan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "supprime_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exports_donnees" ADD CONSTRAINT "exports_donnees_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identites_archivees" ADD CONSTRAINT "identites_archivees_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_donnees_utilisateur_id_idx" ON "exports_donnees" USING btree ("utilisateur_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identites_archivees_utilisateur_id_unique" ON "identites_archivees" USING btree ("utilisateur_id");