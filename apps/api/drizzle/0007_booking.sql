CREATE TABLE "ecritures" (
	"id" serial PRIMARY KEY NOT NULL,
	"mouvement_id" uuid NOT NULL,
	"type" varchar(24) NOT NULL,
	"compte" varchar(16) NOT NULL,
	"utilisateur_id" integer,
	"paiement_id" integer,
	"trajet_id" integer,
	"montant" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offres_decouverte" (
	"id" serial PRIMARY KEY NOT NULL,
	"trajet_id" integer NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"statut" varchar(16) DEFAULT 'RESERVE' NOT NULL,
	"montant" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paiements" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"trajet_id" integer NOT NULL,
	"conducteur_id" integer NOT NULL,
	"passager_id" integer NOT NULL,
	"nb_places" smallint NOT NULL,
	"montant" integer NOT NULL,
	"fees" integer NOT NULL,
	"status" varchar(32) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_ref" varchar(100),
	"capture_ref" varchar(100),
	"carte_fin" varchar(4),
	"ip_address" varchar(64),
	"browser_info" jsonb,
	"echec_raison" text,
	"date_paiement" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(64) NOT NULL,
	"montant" integer NOT NULL,
	"capture" integer DEFAULT 0 NOT NULL,
	"rembourse" integer DEFAULT 0 NOT NULL,
	"etat" varchar(16) NOT NULL,
	"carte_fin" varchar(4) NOT NULL,
	"retour_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_operations_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "ecritures" ADD CONSTRAINT "ecritures_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecritures" ADD CONSTRAINT "ecritures_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecritures" ADD CONSTRAINT "ecritures_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offres_decouverte" ADD CONSTRAINT "offres_decouverte_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offres_decouverte" ADD CONSTRAINT "offres_decouverte_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_conducteur_id_utilisateurs_id_fk" FOREIGN KEY ("conducteur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_passager_id_passagers_id_fk" FOREIGN KEY ("passager_id") REFERENCES "public"."passagers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecritures_mouvement_id_idx" ON "ecritures" USING btree ("mouvement_id");--> statement-breakpoint
CREATE INDEX "ecritures_utilisateur_id_idx" ON "ecritures" USING btree ("utilisateur_id","compte");--> statement-breakpoint
CREATE INDEX "ecritures_paiement_id_idx" ON "ecritures" USING btree ("paiement_id");--> statement-breakpoint
CREATE INDEX "ecritures_trajet_id_idx" ON "ecritures" USING btree ("trajet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offres_decouverte_trajet_unique" ON "offres_decouverte" USING btree ("trajet_id");--> statement-breakpoint
CREATE INDEX "offres_decouverte_utilisateur_id_idx" ON "offres_decouverte" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paiements_idempotency_unique" ON "paiements" USING btree ("utilisateur_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "paiements_utilisateur_id_idx" ON "paiements" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "paiements_trajet_id_idx" ON "paiements" USING btree ("trajet_id");--> statement-breakpoint
CREATE INDEX "paiements_conducteur_id_idx" ON "paiements" USING btree ("conducteur_id");--> statement-breakpoint
CREATE INDEX "paiements_passager_id_idx" ON "paiements" USING btree ("passager_id");