CREATE TABLE "recus" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(8) NOT NULL,
	"annee" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"numero" varchar(20) NOT NULL,
	"paiement_id" integer NOT NULL,
	"utilisateur_id" integer NOT NULL,
	"ecriture_id" integer,
	"mouvement_id" uuid,
	"payeur" text NOT NULL,
	"trajet_depart" text NOT NULL,
	"trajet_arrivee" text NOT NULL,
	"trajet_depart_le" timestamp with time zone NOT NULL,
	"nb_places" smallint NOT NULL,
	"montant" integer NOT NULL,
	"fees" integer NOT NULL,
	"emis_le" timestamp with time zone DEFAULT now() NOT NULL,
	"contenu" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recus_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "recus_compteurs" (
	"type" varchar(8) NOT NULL,
	"annee" smallint NOT NULL,
	"dernier" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recus_compteurs_type_annee_pk" PRIMARY KEY("type","annee")
);
--> statement-breakpoint
ALTER TABLE "recus" ADD CONSTRAINT "recus_paiement_id_paiements_id_fk" FOREIGN KEY ("paiement_id") REFERENCES "public"."paiements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recus" ADD CONSTRAINT "recus_utilisateur_id_utilisateurs_id_fk" FOREIGN KEY ("utilisateur_id") REFERENCES "public"."utilisateurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recus" ADD CONSTRAINT "recus_ecriture_id_ecritures_id_fk" FOREIGN KEY ("ecriture_id") REFERENCES "public"."ecritures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recus_sequence_unique" ON "recus" USING btree ("type","annee","sequence");--> statement-breakpoint
CREATE INDEX "recus_paiement_id_idx" ON "recus" USING btree ("paiement_id");--> statement-breakpoint
CREATE INDEX "recus_utilisateur_id_idx" ON "recus" USING btree ("utilisateur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recus_ecriture_id_unique" ON "recus" USING btree ("ecriture_id");--> statement-breakpoint
-- Hand-written: receipts and credit notes are numbered in the transaction that records the
-- payment's success or the refund (docs/product/booking-and-money.md#receipts-and-credit-notes).
-- The counter's row stays locked until that transaction ends: concurrent payments take numbers
-- one after the other, and a rollback gives the number back, so a year's numbers have no gap.
CREATE OR REPLACE FUNCTION recus_numero_suivant(p_type varchar, p_annee smallint) RETURNS integer AS $$
  INSERT INTO recus_compteurs (type, annee, dernier) VALUES (p_type, p_annee, 1)
  ON CONFLICT (type, annee) DO UPDATE SET dernier = recus_compteurs.dernier + 1
  RETURNING dernier;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recus_emettre(
  p_type varchar, p_paiement paiements, p_ecriture_id integer, p_mouvement_id uuid,
  p_montant integer, p_fees integer
) RETURNS void AS $$
DECLARE
  v_annee smallint := extract(year FROM now() AT TIME ZONE 'Europe/Paris')::smallint;
  v_sequence integer;
  v_payeur text;
  v_trajet trajets;
BEGIN
  SELECT btrim(prenom || ' ' || nom) INTO v_payeur FROM utilisateurs WHERE id = p_paiement.utilisateur_id;
  SELECT * INTO v_trajet FROM trajets WHERE id = p_paiement.trajet_id;
  v_sequence := recus_numero_suivant(p_type, v_annee);
  INSERT INTO recus (type, annee, sequence, numero, paiement_id, utilisateur_id, ecriture_id,
                     mouvement_id, payeur, trajet_depart, trajet_arrivee, trajet_depart_le,
                     nb_places, montant, fees)
  VALUES (p_type, v_annee, v_sequence,
          (CASE p_type WHEN 'RECU' THEN 'BR' ELSE 'AV' END) || '-' || v_annee || '-' || lpad(v_sequence::text, 6, '0'),
          p_paiement.id, p_paiement.utilisateur_id, p_ecriture_id, p_mouvement_id, v_payeur,
          v_trajet.adresse_depart, v_trajet.adresse_arrivee, v_trajet.depart_le,
          p_paiement.nb_places, p_montant, p_fees);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A payment becomes PAIEMENT_REUSSI once (automatic booking, or the driver's acceptance); the
-- payment's row lock, taken by this UPDATE, keeps a second receipt of the same payment out.
CREATE OR REPLACE FUNCTION recus_paiement_reussi() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM recus WHERE paiement_id = NEW.id AND type = 'RECU') THEN
    PERFORM recus_emettre('RECU', NEW, NULL, NULL, NEW.montant, NEW.fees);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER recus_paiement_reussi
  AFTER INSERT OR UPDATE OF status ON paiements
  FOR EACH ROW WHEN (NEW.status = 'PAIEMENT_REUSSI')
  EXECUTE FUNCTION recus_paiement_reussi();
--> statement-breakpoint
-- Every refund is a ledger movement whose CARTE row is what went back to the card: one credit
-- note each. Its split (contribution, fee) is read from the same movement's other rows.
CREATE OR REPLACE FUNCTION recus_remboursement() RETURNS trigger AS $$
DECLARE
  v_paiement paiements;
BEGIN
  SELECT * INTO v_paiement FROM paiements WHERE id = NEW.paiement_id;
  IF FOUND THEN
    PERFORM recus_emettre('AVOIR', v_paiement, NEW.id, NEW.mouvement_id, NEW.montant, 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER recus_remboursement
  AFTER INSERT ON ecritures
  FOR EACH ROW WHEN (NEW.type = 'REMBOURSEMENT' AND NEW.compte = 'CARTE' AND NEW.montant > 0
                     AND NEW.paiement_id IS NOT NULL)
  EXECUTE FUNCTION recus_remboursement();
--> statement-breakpoint
-- Issued papers are kept as issued: never deleted, and only their `contenu` is written, once.
CREATE OR REPLACE FUNCTION recus_immuables() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.contenu IS NULL
     AND (to_jsonb(NEW) - 'contenu') = (to_jsonb(OLD) - 'contenu') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'les reçus et avoirs émis sont immuables (%)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER recus_immuables
  BEFORE UPDATE OR DELETE ON recus
  FOR EACH ROW EXECUTE FUNCTION recus_immuables();
