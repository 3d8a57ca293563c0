ALTER TABLE "utilisateurs" ADD COLUMN "suspendu_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "motif_suspension" varchar(255);