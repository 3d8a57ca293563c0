CREATE TABLE "operations_paiement" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"cle" varchar(100) NOT NULL,
	"paiement_id" integer,
	"utilisateur_id" integer,
	"montant" integer NOT NULL,
	"statut" varchar(16) DEFAULT 'PREVUE' NOT NULL,
	"reference" varchar(100),
	"redirect_url" text,
	"erreur" text,
	"tentatives" integer DEFAULT 0 NOT NULL,
	"bail_jusqu_a" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operations_paiement_cle_unique" UNIQUE("cle")
);
--> statement-breakpoint
CREATE TABLE "sandbox_requetes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cle" varchar(100) NOT NULL,
	"type" varchar(16) NOT NULL,
	"reference" varchar(64),
	"montant" integer DEFAULT 0 NOT NULL,
	"beneficiaire" varchar(64),
	"reponse" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_requetes_cle_unique" UNIQUE("cle")
);
--> statement-breakpoint
CREATE TABLE "ecarts_rapprochement" (
	"id" serial PRIMARY KEY NOT NULL,
	"cle" varchar(120) NOT NULL,
	"type" varchar(32) NOT NULL,
	"paiement_id" integer,
	"utilisateur_id" integer,
	"reference" varchar(100),
	"montant_processeur" integer DEFAULT 0 NOT NULL,
	"montant_grand_livre" integer DEFAULT 0 NOT NULL,
	"detail" text NOT NULL,
	"action" text,
	"statut" varchar(16) DEFAULT 'OUVERT' NOT NULL,
	"vu_le" timestamp with time zone DEFAULT now() NOT NULL,
	"resolu_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rapprochements" (
	"id" serial PRIMARY KEY NOT NULL,
	"totaux" jsonb NOT NULL,
	"nb_ecarts" integer NOT NULL,
	"en_cours" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ecritures" ADD COLUMN "operation_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_operations" ADD COLUMN "cle" varchar(100);--> statement-breakpoint
ALTER TABLE "sandbox_operations" ADD COLUMN "etiquette" varchar(64);--> statement-breakpoint
ALTER TABLE "operations_paiement" ADD CONSTRAINT "operations_paiement_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations_paiement" ADD CONSTRAINT "operations_paiement_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecarts_rapprochement" ADD CONSTRAINT "ecarts_rapprochement_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecarts_rapprochement" ADD CONSTRAINT "ecarts_rapprochement_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_paiement_paiement_id_idx" ON "operations_paiement" USING btree ("paiement_id");--> statement-breakpoint
CREATE INDEX "operations_paiement_utilisateur_id_idx" ON "operations_paiement" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "operations_paiement_prevues_idx" ON "operations_paiement" USING btree ("created_at") WHERE "operations_paiement"."statut" = 'PREVUE';--> statement-breakpoint
CREATE INDEX "sandbox_requetes_reference_idx" ON "sandbox_requetes" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_requetes_type_idx" ON "sandbox_requetes" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "ecarts_rapprochement_ouverts_unique" ON "ecarts_rapprochement" USING btree ("cle") WHERE "ecarts_rapprochement"."statut" = 'OUVERT';--> statement-breakpoint
CREATE INDEX "ecarts_rapprochement_paiement_id_idx" ON "ecarts_rapprochement" USING btree ("paiement_id");--> statement-breakpoint
CREATE INDEX "ecarts_rapprochement_utilisateur_id_idx" ON "ecarts_rapprochement" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE INDEX "ecarts_rapprochement_resolu_le_idx" ON "ecarts_rapprochement" USING btree ("resolu_le");--> statement-breakpoint
ALTER TABLE "ecritures" ADD CONSTRAINT "ecritures_operation_id_operations_paiement_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations_paiement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ecritures_operation_id_idx" ON "ecritures" USING btree ("operation_id");--> statement-breakpoint
ALTER TABLE "codes_promo" DROP COLUMN "nb_utilisations";--> statement-breakpoint
ALTER TABLE "sandbox_operations" ADD CONSTRAINT "sandbox_operations_cle_unique" UNIQUE("cle");