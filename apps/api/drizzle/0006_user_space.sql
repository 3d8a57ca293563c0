CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"type_doc_code" varchar(16) NOT NULL,
	"fichier" varchar(255) NOT NULL,
	"mimetype" varchar(64) NOT NULL,
	"is_verifie" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ibans" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"iban" varchar(34) NOT NULL,
	"prenom" varchar(75) NOT NULL,
	"nom" varchar(75) NOT NULL,
	"adresse" varchar(255) NOT NULL,
	"ville" varchar(120) NOT NULL,
	"code_postal" varchar(10) NOT NULL,
	"pays" char(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps_mobiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"numero" varchar(10) NOT NULL,
	"token" char(6) NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"tentatives" smallint DEFAULT 0 NOT NULL,
	"bloque_jusqu_au" timestamp with time zone,
	"expire_le" timestamp with time zone NOT NULL,
	"utilise_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telephones" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"numero" varchar(10) NOT NULL,
	"verifie_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utilisateurs_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"nationalite" char(2) NOT NULL,
	"pays_residence" char(2) NOT NULL,
	"adresse" varchar(255),
	"ville" varchar(120),
	"code_postal" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicules" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"marque" varchar(60) NOT NULL,
	"modele" varchar(60) NOT NULL,
	"couleur" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "partage_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ibans" ADD CONSTRAINT "ibans_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otps_mobiles" ADD CONSTRAINT "otps_mobiles_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephones" ADD CONSTRAINT "telephones_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilisateurs_infos" ADD CONSTRAINT "utilisateurs_infos_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicules" ADD CONSTRAINT "vehicules_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_utilisateur_type_unique" ON "documents" USING btree ("utilisateur_id","type_doc_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ibans_utilisateur_id_unique" ON "ibans" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "otps_mobiles_utilisateur_id_idx" ON "otps_mobiles" USING btree ("utilisateur_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telephones_utilisateur_id_unique" ON "telephones" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utilisateurs_infos_utilisateur_id_unique" ON "utilisateurs_infos" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "vehicules_utilisateur_id_idx" ON "vehicules" USING btree ("utilisateur_id");