-- Travel preferences (docs/product/trips-and-search.md#travel-preferences): the member's own on
-- the profile, and each trip's copy (overridable at publication), read by the search's filters
-- with `@>` on the matched trips only. Null: never said.
ALTER TABLE "utilisateurs" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
ALTER TABLE "trajets" ADD COLUMN "preferences" jsonb;
