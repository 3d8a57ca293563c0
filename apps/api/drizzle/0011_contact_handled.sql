ALTER TABLE "messages_publics" ADD COLUMN "traite_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages_publics" ADD COLUMN "traite_par" integer;--> statement-breakpoint
ALTER TABLE "messages_publics" ADD CONSTRAINT "messages_publics_traite_par_utilisateurs_id_fk" FOREIGN KEY ("traite_par") REFERENCES "public"."utilisateurs"("id") ON DELETE set null ON UPDATE no action;