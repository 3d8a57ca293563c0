CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utilisateurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(180) NOT NULL,
	"prenom" varchar(75) NOT NULL,
	"nom" varchar(75) NOT NULL,
	"date_naissance" date,
	"sexe" char(1) DEFAULT 'X' NOT NULL,
	"password_hash" text,
	"avatar" text,
	"role" varchar(16) DEFAULT 'USER' NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"email_valide_le" timestamp with time zone,
	"google_sub" varchar(255),
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"complete" text NOT NULL,
	"code_commune" varchar(5) NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"nb_usages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passagers" (
	"id" serial PRIMARY KEY NOT NULL,
	"trajet_id" integer NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"nb_places_reservees" smallint NOT NULL,
	"statut" varchar(24) DEFAULT 'CONFIRMEE' NOT NULL,
	"datetime_acceptation" timestamp with time zone,
	"role" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trajets" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"parent_id" integer,
	"date" date NOT NULL,
	"heure" time NOT NULL,
	"depart_le" timestamp with time zone NOT NULL,
	"adresse_depart" text NOT NULL,
	"adresse_arrivee" text NOT NULL,
	"adresse_depart_id" integer,
	"adresse_arrivee_id" integer,
	"ville_depart" varchar(120) NOT NULL,
	"ville_arrivee" varchar(120) NOT NULL,
	"code_commune_depart" varchar(5) NOT NULL,
	"code_commune_arrivee" varchar(5) NOT NULL,
	"latitude_depart" double precision NOT NULL,
	"longitude_depart" double precision NOT NULL,
	"latitude_arrivee" double precision NOT NULL,
	"longitude_arrivee" double precision NOT NULL,
	"duree_secondes" integer,
	"distance_metres" integer,
	"montant_contribution" integer NOT NULL,
	"nb_places_proposees" smallint NOT NULL,
	"nb_places_reservees" smallint DEFAULT 0 NOT NULL,
	"is_resa_automatique" boolean DEFAULT true NOT NULL,
	"is_roles_passagers" boolean DEFAULT false NOT NULL,
	"roles_passagers" varchar(16) DEFAULT '0,0,0,0,0' NOT NULL,
	"description" text,
	"code_promo" varchar(32),
	"villes_etapes" jsonb,
	"montants_etapes" jsonb,
	"is_publie" boolean DEFAULT true NOT NULL,
	"is_effectue" boolean DEFAULT false NOT NULL,
	"actif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passagers" ADD CONSTRAINT "passagers_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passagers" ADD CONSTRAINT "passagers_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajets" ADD CONSTRAINT "trajets_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajets" ADD CONSTRAINT "trajets_parent_id_trajets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajets" ADD CONSTRAINT "trajets_adresse_depart_id_adresses_id_fk" FOREIGN KEY ("adresse_depart_id") REFERENCES "public"."adresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajets" ADD CONSTRAINT "trajets_adresse_arrivee_id_adresses_id_fk" FOREIGN KEY ("adresse_arrivee_id") REFERENCES "public"."adresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_utilisateur_id_idx" ON "sessions" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utilisateurs_email_unique" ON "utilisateurs" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "utilisateurs_role_idx" ON "utilisateurs" USING btree ("role");--> statement-breakpoint
CREATE INDEX "adresses_code_commune_idx" ON "adresses" USING btree ("code_commune","nb_usages");--> statement-breakpoint
CREATE UNIQUE INDEX "adresses_commune_complete_unique" ON "adresses" USING btree ("code_commune","complete");--> statement-breakpoint
CREATE INDEX "passagers_trajet_id_idx" ON "passagers" USING btree ("trajet_id");--> statement-breakpoint
CREATE INDEX "passagers_utilisateur_id_idx" ON "passagers" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "trajets_utilisateur_id_idx" ON "trajets" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "trajets_parent_id_idx" ON "trajets" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "trajets_adresse_depart_id_idx" ON "trajets" USING btree ("adresse_depart_id");--> statement-breakpoint
CREATE INDEX "trajets_adresse_arrivee_id_idx" ON "trajets" USING btree ("adresse_arrivee_id");--> statement-breakpoint
CREATE INDEX "trajets_recherche_idx" ON "trajets" USING btree ("date","code_commune_depart","code_commune_arrivee");--> statement-breakpoint
CREATE INDEX "trajets_depart_le_idx" ON "trajets" USING btree ("depart_le");