CREATE TABLE "codes_promo" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"pourcentage" smallint,
	"montant" integer,
	"nb_utilisations_max" integer,
	"nb_utilisations" integer DEFAULT 0 NOT NULL,
	"montant_max_par_conducteur" integer,
	"valide_du" timestamp with time zone,
	"valide_au" timestamp with time zone,
	"actif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recherches" (
	"id" serial PRIMARY KEY NOT NULL,
	"moment" timestamp with time zone DEFAULT now() NOT NULL,
	"localite" varchar(160),
	"nom_commune_depart" varchar(120) NOT NULL,
	"nom_commune_arrivee" varchar(120) NOT NULL,
	"code_commune_depart" varchar(5) NOT NULL,
	"code_commune_arrivee" varchar(5) NOT NULL,
	"date_recherchee" date NOT NULL,
	"nb_resultats" integer NOT NULL,
	"utilisateur_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trajets_arrets" (
	"trajet_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"date" date NOT NULL,
	"code_commune" varchar(5) NOT NULL,
	"ville" varchar(120) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"montant" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trajets_arrets_trajet_id_position_pk" PRIMARY KEY("trajet_id","position")
);
--> statement-breakpoint
ALTER TABLE "recherches" ADD CONSTRAINT "recherches_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajets_arrets" ADD CONSTRAINT "trajets_arrets_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codes_promo_code_unique" ON "codes_promo" USING btree ("code");--> statement-breakpoint
CREATE INDEX "recherches_moment_idx" ON "recherches" USING btree ("moment");--> statement-breakpoint
CREATE INDEX "recherches_utilisateur_id_idx" ON "recherches" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "trajets_arrets_recherche_idx" ON "trajets_arrets" USING btree ("date","latitude","longitude","trajet_id","position","montant");