-- Hand-written (issue 22, docs/decisions/016-server-render-cost.md). The version of what public
-- pages show: every transaction that writes one of the tables below adds 1, once, at its commit,
-- to one of 16 counters (chosen by its transaction id, so concurrent writers rarely wait on the
-- same row); the version is their sum. The server render's cache keys carry it: a page rendered
-- before a change is never served after it, whatever API process wrote it. The counter is taken
-- at commit (a deferred constraint trigger), after every other lock of the transaction: it cannot
-- be part of a deadlock.
CREATE TABLE "contenu_public_versions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "contenu_public_versions" ("id") SELECT generate_series(0, 15);
--> statement-breakpoint
CREATE FUNCTION contenu_public_modifie() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows and tables it writes.
  IF current_setting('bonneroute.contenu_public_tx', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('bonneroute.contenu_public_tx', txid_current()::text, true);
    UPDATE contenu_public_versions SET version = version + 1 WHERE id = txid_current() % 16;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  -- What the public pages read: trips and their stops and legs, seats taken, reviews and their
  -- reports, the drivers' names, photos and cars, the questions on trip pages, the demand line.
  nom text;
BEGIN
  FOREACH nom IN ARRAY ARRAY['trajets', 'trajets_arrets', 'trajets_troncons', 'passagers', 'avis',
    'avis_signalements', 'utilisateurs', 'utilisateurs_infos', 'vehicules', 'messages_publics',
    'alertes', 'codes_promo', 'offres_decouverte'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER contenu_public AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION contenu_public_modifie()', nom);
    EXECUTE format('CREATE TRIGGER contenu_public_vide AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION contenu_public_modifie()', nom);
  END LOOP;
END $$;
