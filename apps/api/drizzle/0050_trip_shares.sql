-- « Partager mon trajet » (docs/decisions/034-waiting-list-and-trip-share.md): a link a member of
-- the trip gives a relative. Only the SHA-256 of its token is kept; it answers until `expire_le`
-- (2 hours after the trip's estimated arrival). Of the sharer's live position only the latest
-- point is kept, and erased 30 minutes after the estimated arrival.
CREATE TABLE "partages_trajet" (
  "id" serial PRIMARY KEY,
  "trajet_id" integer NOT NULL REFERENCES "trajets"("id") ON DELETE CASCADE,
  "utilisateur_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "token_hash" varchar(64) NOT NULL,
  "is_position" boolean DEFAULT false NOT NULL,
  "expire_le" timestamp with time zone NOT NULL,
  "latitude" double precision,
  "longitude" double precision,
  "precision_metres" integer,
  "position_le" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "partages_trajet_token_idx" ON "partages_trajet" ("token_hash");--> statement-breakpoint
CREATE INDEX "partages_trajet_trajet_idx" ON "partages_trajet" ("trajet_id");--> statement-breakpoint
CREATE INDEX "partages_trajet_utilisateur_idx" ON "partages_trajet" ("utilisateur_id");
