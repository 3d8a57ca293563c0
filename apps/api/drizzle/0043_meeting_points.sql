-- docs/product/trips-and-search.md#meeting-points: the driver's notes on the departure and arrival
-- points (« parking du centre commercial, devant l'entrée »). The points' coordinates already have
-- their columns (trajets.latitude_depart…, trajets_arrets.latitude/longitude, which the search's
-- legs are built from); a stage town's point, address and note live in its `villes_etapes` entry.
ALTER TABLE "trajets" ADD COLUMN "note_depart" varchar(200);--> statement-breakpoint
ALTER TABLE "trajets" ADD COLUMN "note_arrivee" varchar(200);
