-- Blocking a member (docs/decisions/033-blocks-and-contact-masking.md): one row per blocker and
-- blocked member, whichever direction is read (both indexes), and whether a trip message's
-- contact details were masked before a booking (its stored text is the masked one).
CREATE TABLE "blocages" (
  "id" serial PRIMARY KEY,
  "utilisateur_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "bloque_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "blocages_pas_soi_meme" CHECK ("utilisateur_id" <> "bloque_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "blocages_paire_idx" ON "blocages" ("utilisateur_id", "bloque_id");--> statement-breakpoint
CREATE INDEX "blocages_bloque_id_idx" ON "blocages" ("bloque_id", "utilisateur_id");--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "coordonnees_masquees" boolean DEFAULT false NOT NULL;
