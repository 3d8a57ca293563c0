CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"auteur_id" integer,
	"action" varchar(64) NOT NULL,
	"cible_type" varchar(32) NOT NULL,
	"cible_id" integer,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relances_inscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"session_id" integer,
	"auteur_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_auteur_id_utilisateurs_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relances_inscription" ADD CONSTRAINT "relances_inscription_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relances_inscription" ADD CONSTRAINT "relances_inscription_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relances_inscription" ADD CONSTRAINT "relances_inscription_auteur_id_utilisateurs_id_fk" FOREIGN KEY ("auteur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_at_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_cible_idx" ON "admin_audit" USING btree ("cible_type","cible_id");--> statement-breakpoint
CREATE UNIQUE INDEX "relances_inscription_session_unique" ON "relances_inscription" USING btree ("utilisateur_id","session_id");