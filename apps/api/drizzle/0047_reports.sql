-- « Signaler » and the team's decisions (docs/decisions/032-reports-and-decisions.md): one report
-- per member and reported thing (the unique index makes a double click or 20 tabs one row), the
-- decision with its statement of reasons, and at most one contestation per party.
CREATE TABLE "signalements" (
  "id" serial PRIMARY KEY,
  "auteur_id" integer REFERENCES "utilisateurs"("id") ON DELETE SET NULL,
  "type" varchar(16) NOT NULL CHECK ("type" IN ('utilisateur', 'trajet', 'message', 'avis')),
  "cible_table" varchar(16) NOT NULL CHECK ("cible_table" IN ('utilisateurs', 'trajets', 'messages', 'messages_chat', 'avis')),
  "cible_id" integer NOT NULL,
  "concerne_id" integer REFERENCES "utilisateurs"("id") ON DELETE SET NULL,
  "trajet_id" integer REFERENCES "trajets"("id") ON DELETE SET NULL,
  "motif" varchar(32) NOT NULL,
  "details" text,
  "contenu" text,
  "statut" varchar(16) DEFAULT 'en_attente' NOT NULL CHECK ("statut" IN ('en_attente', 'decide', 'conteste', 'revu')),
  "decision" varchar(16) CHECK ("decision" IN ('rejete', 'avertissement', 'contenu_retire', 'suspension')),
  "decision_motifs" text,
  "decide_le" timestamp with time zone,
  "decide_par" integer REFERENCES "utilisateurs"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CHECK ("auteur_id" IS NULL OR "auteur_id" <> "concerne_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "signalements_auteur_cible_unique" ON "signalements" ("auteur_id", "cible_table", "cible_id");--> statement-breakpoint
CREATE INDEX "signalements_cible_idx" ON "signalements" ("cible_table", "cible_id");--> statement-breakpoint
CREATE INDEX "signalements_concerne_id_idx" ON "signalements" ("concerne_id");--> statement-breakpoint
CREATE INDEX "signalements_trajet_id_idx" ON "signalements" ("trajet_id");--> statement-breakpoint
CREATE INDEX "signalements_decide_par_idx" ON "signalements" ("decide_par");--> statement-breakpoint
CREATE INDEX "signalements_statut_idx" ON "signalements" ("statut", "created_at");--> statement-breakpoint
CREATE TABLE "signalements_contestations" (
  "id" serial PRIMARY KEY,
  "signalement_id" integer NOT NULL REFERENCES "signalements"("id") ON DELETE CASCADE,
  "utilisateur_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "par" varchar(16) NOT NULL CHECK ("par" IN ('auteur', 'concerne')),
  "motif" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "signalements_contestations_unique" ON "signalements_contestations" ("signalement_id", "utilisateur_id");--> statement-breakpoint
CREATE INDEX "signalements_contestations_utilisateur_id_idx" ON "signalements_contestations" ("utilisateur_id");
