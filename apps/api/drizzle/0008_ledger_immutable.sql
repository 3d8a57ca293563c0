-- Hand-written (issue 7): the ledger is append-only. Corrections are new movements, never edits.
CREATE OR REPLACE FUNCTION ecritures_immuables() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'les écritures du grand livre sont immuables (%)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ecritures_immuables
  BEFORE UPDATE OR DELETE ON ecritures
  FOR EACH ROW EXECUTE FUNCTION ecritures_immuables();
