-- A « modification importante » of a trip after this booking (docs/product/trips-and-search.md
-- #changing-a-published-trip): from then until departure the passenger may cancel with a full
-- refund, fee included. Null: no such change.
ALTER TABLE "passagers" ADD COLUMN "modification_importante_le" timestamp with time zone;
