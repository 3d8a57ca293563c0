-- Towns of Belgium, Switzerland and Luxembourg have codes with their country (BE-21004, CH-6621,
-- LU-2960316; docs/decisions/024-neighbour-countries.md): the town code columns widen from 5.
ALTER TABLE "adresses" ALTER COLUMN "code_commune" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "trajets" ALTER COLUMN "code_commune_depart" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "trajets" ALTER COLUMN "code_commune_arrivee" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "recherches" ALTER COLUMN "code_commune_depart" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "recherches" ALTER COLUMN "code_commune_arrivee" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "trajets_arrets" ALTER COLUMN "code_commune" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "alertes" ALTER COLUMN "code_commune_depart" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "alertes" ALTER COLUMN "code_commune_arrivee" SET DATA TYPE varchar(12);
