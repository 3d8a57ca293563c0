CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"type_notif_code" varchar(40) NOT NULL,
	"details" text,
	"trajet_id" integer,
	"date_publication" timestamp with time zone DEFAULT now() NOT NULL,
	"lu_le" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_utilisateur_id_idx" ON "notifications" USING btree ("utilisateur_id","date_publication");--> statement-breakpoint
CREATE INDEX "notifications_trajet_id_idx" ON "notifications" USING btree ("trajet_id");