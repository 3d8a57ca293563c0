CREATE TABLE "avis" (
	"id" serial PRIMARY KEY NOT NULL,
	"trajet_id" integer NOT NULL,
	"auteur_id" integer NOT NULL,
	"cible_id" integer NOT NULL,
	"note" smallint NOT NULL,
	"commentaire" text,
	"date_limite" timestamp with time zone NOT NULL,
	"publie_le" timestamp with time zone,
	"reponse" text,
	"reponse_le" timestamp with time zone,
	"masque_le" timestamp with time zone,
	"masque_motif" varchar(255),
	"masque_par" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avis_note_check" CHECK ("avis"."note" BETWEEN 1 AND 5),
	CONSTRAINT "avis_pas_soi_meme_check" CHECK ("avis"."auteur_id" <> "avis"."cible_id"),
	CONSTRAINT "avis_commentaire_longueur_check" CHECK (char_length("avis"."commentaire") <= 500),
	CONSTRAINT "avis_reponse_longueur_check" CHECK (char_length("avis"."reponse") <= 500)
);
--> statement-breakpoint
CREATE TABLE "avis_fenetres" (
	"id" serial PRIMARY KEY NOT NULL,
	"trajet_id" integer NOT NULL,
	"arrivee_le" timestamp with time zone NOT NULL,
	"date_limite" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avis_signalements" (
	"id" serial PRIMARY KEY NOT NULL,
	"avis_id" integer NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"motif" text NOT NULL,
	"traite_le" timestamp with time zone,
	"traite_par" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "nb_avis" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "somme_notes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "avis" ADD CONSTRAINT "avis_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis" ADD CONSTRAINT "avis_auteur_id_utilisateurs_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis" ADD CONSTRAINT "avis_cible_id_utilisateurs_id_fk" FOREIGN KEY ("cible_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis" ADD CONSTRAINT "avis_masque_par_utilisateurs_id_fk" FOREIGN KEY ("masque_par") REFERENCES "public"."utilisateurs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis_fenetres" ADD CONSTRAINT "avis_fenetres_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis_signalements" ADD CONSTRAINT "avis_signalements_avis_id_avis_id_fk" FOREIGN KEY ("avis_id") REFERENCES "public"."avis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis_signalements" ADD CONSTRAINT "avis_signalements_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avis_signalements" ADD CONSTRAINT "avis_signalements_traite_par_utilisateurs_id_fk" FOREIGN KEY ("traite_par") REFERENCES "public"."utilisateurs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avis_trajet_auteur_cible_unique" ON "avis" USING btree ("trajet_id","auteur_id","cible_id");--> statement-breakpoint
CREATE INDEX "avis_cible_id_idx" ON "avis" USING btree ("cible_id","publie_le");--> statement-breakpoint
CREATE INDEX "avis_auteur_id_idx" ON "avis" USING btree ("auteur_id","created_at");--> statement-breakpoint
CREATE INDEX "avis_masque_par_idx" ON "avis" USING btree ("masque_par");--> statement-breakpoint
CREATE INDEX "avis_a_publier_idx" ON "avis" USING btree ("date_limite") WHERE publie_le IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "avis_fenetres_trajet_id_unique" ON "avis_fenetres" USING btree ("trajet_id");--> statement-breakpoint
CREATE INDEX "avis_fenetres_date_limite_idx" ON "avis_fenetres" USING btree ("date_limite");--> statement-breakpoint
CREATE UNIQUE INDEX "avis_signalements_avis_utilisateur_unique" ON "avis_signalements" USING btree ("avis_id","utilisateur_id");--> statement-breakpoint
CREATE INDEX "avis_signalements_utilisateur_id_idx" ON "avis_signalements" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "avis_signalements_traite_par_idx" ON "avis_signalements" USING btree ("traite_par");--> statement-breakpoint
CREATE INDEX "avis_signalements_ouverts_idx" ON "avis_signalements" USING btree ("avis_id") WHERE traite_le IS NULL;--> statement-breakpoint
-- Trips already done before reviews existed get their window when it is still open (the same
-- rule as reviewDeadline in packages/shared/src/reviews: the end of the 14th day after arrival,
-- Paris calendar).
INSERT INTO "avis_fenetres" ("trajet_id", "arrivee_le", "date_limite")
SELECT t."id", a."arrivee",
  (date_trunc('day', a."arrivee" AT TIME ZONE 'Europe/Paris') + interval '15 days') AT TIME ZONE 'Europe/Paris'
FROM "trajets" t
CROSS JOIN LATERAL (
  SELECT t."depart_le" + make_interval(secs => coalesce(t."duree_secondes", 0)) AS "arrivee"
) a
WHERE t."is_effectue" AND t."actif"
  AND EXISTS (SELECT 1 FROM "passagers" p WHERE p."trajet_id" = t."id" AND p."statut" = 'CONFIRMEE')
  AND (date_trunc('day', a."arrivee" AT TIME ZONE 'Europe/Paris') + interval '15 days') AT TIME ZONE 'Europe/Paris' > now();
