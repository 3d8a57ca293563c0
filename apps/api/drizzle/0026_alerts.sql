CREATE TABLE "alertes" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer,
	"email" varchar(254),
	"jeton_confirmation" varchar(64),
	"statut" varchar(24) NOT NULL,
	"ville_depart" varchar(120) NOT NULL,
	"ville_arrivee" varchar(120) NOT NULL,
	"code_commune_depart" varchar(5) NOT NULL,
	"code_commune_arrivee" varchar(5) NOT NULL,
	"latitude_depart" double precision NOT NULL,
	"longitude_depart" double precision NOT NULL,
	"latitude_arrivee" double precision NOT NULL,
	"longitude_arrivee" double precision NOT NULL,
	"cellule_depart" integer NOT NULL,
	"cellule_arrivee" integer NOT NULL,
	"date_debut" date,
	"date_fin" date,
	"tous_les_jours" boolean DEFAULT false NOT NULL,
	"heure_min" varchar(5),
	"heure_max" varchar(5),
	"nb_places" smallint DEFAULT 1 NOT NULL,
	"dernier_email_le" timestamp with time zone,
	"confirmee_le" timestamp with time zone,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alertes_envois" (
	"alerte_id" integer NOT NULL,
	"trajet_id" integer NOT NULL,
	"email_id" integer,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertes_envois_alerte_id_trajet_id_pk" PRIMARY KEY("alerte_id","trajet_id")
);
--> statement-breakpoint
CREATE TABLE "cles_signature" (
	"nom" varchar(40) PRIMARY KEY NOT NULL,
	"cle" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alertes" ADD CONSTRAINT "alertes_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertes_envois" ADD CONSTRAINT "alertes_envois_alerte_id_alertes_id_fk" FOREIGN KEY ("alerte_id") REFERENCES "public"."alertes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertes_envois" ADD CONSTRAINT "alertes_envois_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertes_cellules_idx" ON "alertes" USING btree ("cellule_depart","cellule_arrivee") WHERE statut = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "alertes_utilisateur_idx" ON "alertes" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "alertes_email_idx" ON "alertes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alertes_jeton_idx" ON "alertes" USING btree ("jeton_confirmation");--> statement-breakpoint
CREATE INDEX "alertes_envois_trajet_idx" ON "alertes_envois" USING btree ("trajet_id");--> statement-breakpoint
CREATE INDEX "recherches_paire_idx" ON "recherches" USING btree ("code_commune_depart","code_commune_arrivee","moment");--> statement-breakpoint
-- Hand-written (issue 19): the key that signs the alert e-mails' unsubscribe links, drawn once.
INSERT INTO "cles_signature" ("nom", "cle")
VALUES ('desabonnement', encode(sha256((random()::text || clock_timestamp()::text || random()::text)::bytea), 'hex') || encode(sha256((random()::text || pg_backend_pid()::text || clock_timestamp()::text)::bytea), 'hex'))
ON CONFLICT DO NOTHING;
