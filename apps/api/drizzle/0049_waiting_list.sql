-- The waiting list of a full trip (docs/decisions/034-waiting-list-and-trip-share.md): one entry
-- per member and leg while they wait (`EN_ATTENTE`) or hold 30 minutes of priority on a freed
-- seat (`PRIORITE` until `priorite_jusqu_a`); then it ends: booked, left, expired.
CREATE TABLE "listes_attente" (
  "id" serial PRIMARY KEY,
  "trajet_id" integer NOT NULL REFERENCES "trajets"("id") ON DELETE CASCADE,
  "utilisateur_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "pos_depart" smallint,
  "pos_arrivee" smallint,
  "nb_places" smallint NOT NULL CHECK ("nb_places" BETWEEN 1 AND 4),
  "statut" varchar(16) DEFAULT 'EN_ATTENTE' NOT NULL
    CHECK ("statut" IN ('EN_ATTENTE', 'PRIORITE', 'RESERVEE', 'PARTIE', 'EXPIREE')),
  "priorite_jusqu_a" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "listes_attente_troncon_check" CHECK (
    ("pos_depart" IS NULL AND "pos_arrivee" IS NULL)
    OR ("pos_depart" >= 0 AND "pos_arrivee" > "pos_depart"))
);--> statement-breakpoint
-- One open entry per member and trip: joining twice at once keeps one.
CREATE UNIQUE INDEX "listes_attente_ouverte_idx" ON "listes_attente" ("trajet_id", "utilisateur_id")
  WHERE "statut" IN ('EN_ATTENTE', 'PRIORITE');--> statement-breakpoint
CREATE INDEX "listes_attente_trajet_idx" ON "listes_attente" ("trajet_id", "id");--> statement-breakpoint
CREATE INDEX "listes_attente_utilisateur_idx" ON "listes_attente" ("utilisateur_id");--> statement-breakpoint
-- A member who books the trip (whatever the path) leaves its list: their priority is used.
CREATE FUNCTION "listes_attente_reservation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listes_attente SET statut = 'RESERVEE', priorite_jusqu_a = NULL, updated_at = now()
    WHERE trajet_id = NEW.trajet_id AND utilisateur_id = NEW.utilisateur_id
      AND statut IN ('EN_ATTENTE', 'PRIORITE');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listes_attente_reservation" AFTER INSERT ON "passagers"
  FOR EACH ROW EXECUTE FUNCTION "listes_attente_reservation"();
