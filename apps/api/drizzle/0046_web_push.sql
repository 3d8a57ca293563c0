-- Web Push (docs/decisions/031-installable-app.md): one VAPID key pair for every instance, made
-- at the first start (the row with id 1, inserted once whoever comes first), the browsers'
-- subscriptions, and each member's choice of channel per kind of event.
CREATE TABLE "cles_vapid" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "cle_publique" text NOT NULL,
  "cle_privee" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "abonnements_push" (
  "id" serial PRIMARY KEY,
  "utilisateur_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "derniere_reussite_le" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "abonnements_push_endpoint_idx" ON "abonnements_push" ("endpoint");--> statement-breakpoint
CREATE INDEX "abonnements_push_utilisateur_idx" ON "abonnements_push" ("utilisateur_id");--> statement-breakpoint
CREATE TABLE "preferences_notifications" (
  "utilisateur_id" integer NOT NULL REFERENCES "utilisateurs"("id") ON DELETE CASCADE,
  "categorie" varchar(24) NOT NULL,
  "email" boolean NOT NULL,
  "push" boolean NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("utilisateur_id", "categorie")
);
