-- Regular trips and returns (docs/decisions/035-trip-series-and-returns.md): a series is one
-- publication of several dates, each date its own trip carrying the series' id; a return is its
-- own trip, linked both ways to its outward trip (each page links to the other without a lookup).
CREATE TABLE "series_trajets" (
  "id" serial PRIMARY KEY,
  "utilisateur_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "jours" smallint[] NOT NULL,
  "jusqu_au" date NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "series_trajets_utilisateur_id_idx" ON "series_trajets" ("utilisateur_id");--> statement-breakpoint
ALTER TABLE "trajets" ADD COLUMN "serie_id" integer REFERENCES "series_trajets"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "trajets" ADD COLUMN "aller_id" integer REFERENCES "trajets"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "trajets" ADD COLUMN "retour_id" integer REFERENCES "trajets"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "trajets_serie_id_idx" ON "trajets" ("serie_id");--> statement-breakpoint
CREATE INDEX "trajets_aller_id_idx" ON "trajets" ("aller_id");--> statement-breakpoint
CREATE INDEX "trajets_retour_id_idx" ON "trajets" ("retour_id");
