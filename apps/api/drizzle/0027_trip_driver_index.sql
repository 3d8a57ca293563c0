-- Issue 22 (docs/decisions/015-search-one-round-trip.md): the girls-only / guys-only search checks
-- the driver of every candidate trip; this narrow index answers it by an index-only scan (22 MB at
-- a million trips, kept in memory) instead of a read of each trip's row in the 245 MB table.
CREATE INDEX IF NOT EXISTS "trajets_id_conducteur_idx" ON "trajets" USING btree ("id","utilisateur_id");
