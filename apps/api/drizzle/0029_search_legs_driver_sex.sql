-- Issue 22 (docs/decisions/018-search-driver-sex-on-legs.md): the girls-only and guys-only
-- searches read the driver's sex on the leg, in the search index, instead of looking up each
-- candidate trip and its driver (a third of the search's database time at a million trips).
DROP INDEX "trajets_troncons_recherche_idx";--> statement-breakpoint
ALTER TABLE "trajets_troncons" ADD COLUMN "sexe_conducteur" char(1) DEFAULT 'X' NOT NULL;--> statement-breakpoint
-- The existing legs, without a deferred « public content changed » event per row (migration 0028:
-- nothing a page shows changes here, and pending events would forbid the CREATE INDEX below).
ALTER TABLE trajets_troncons DISABLE TRIGGER contenu_public;--> statement-breakpoint
update trajets_troncons l set sexe_conducteur = u.sexe
  from trajets t join utilisateurs u on u.id = t.utilisateur_id
  where t.id = l.trajet_id and l.sexe_conducteur is distinct from u.sexe;--> statement-breakpoint
ALTER TABLE trajets_troncons ENABLE TRIGGER contenu_public;--> statement-breakpoint
CREATE INDEX "trajets_troncons_recherche_idx" ON "trajets_troncons" USING btree ("date","cellule_depart","cellule_arrivee","reservable","depart_le","latitude_depart","longitude_depart","latitude_arrivee","longitude_arrivee","trajet_id","pos_depart","pos_arrivee","montant","resa_automatique","sexe_conducteur");--> statement-breakpoint
-- The legs' builders of migration 0023, with the driver's sex.
CREATE OR REPLACE FUNCTION trajets_troncons_reconstruire(ids integer[]) RETURNS void LANGUAGE sql AS $$
  delete from trajets_troncons where trajet_id = any(ids);
  insert into trajets_troncons (trajet_id, pos_depart, pos_arrivee, date, cellule_depart, cellule_arrivee,
    depart_le, latitude_depart, longitude_depart, latitude_arrivee, longitude_arrivee, montant,
    reservable, resa_automatique, sexe_conducteur)
  select a.trajet_id, a.position, b.position, t.date, cellule_grille(a.latitude, a.longitude),
    cellule_grille(b.latitude, b.longitude), t.depart_le, a.latitude, a.longitude, b.latitude,
    b.longitude, b.montant - a.montant,
    t.actif and t.is_publie and not t.is_effectue and t.nb_places_reservees < t.nb_places_proposees,
    t.is_resa_automatique, u.sexe
  from trajets_arrets a
  join trajets_arrets b on b.trajet_id = a.trajet_id and b.position > a.position
  join trajets t on t.id = a.trajet_id
  join utilisateurs u on u.id = t.utilisateur_id
  where a.trajet_id = any(ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trajets_arrets_troncons_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into trajets_troncons (trajet_id, pos_depart, pos_arrivee, date, cellule_depart, cellule_arrivee,
    depart_le, latitude_depart, longitude_depart, latitude_arrivee, longitude_arrivee, montant,
    reservable, resa_automatique, sexe_conducteur)
  select a.trajet_id, a.position, b.position, t.date, cellule_grille(a.latitude, a.longitude),
    cellule_grille(b.latitude, b.longitude), t.depart_le, a.latitude, a.longitude, b.latitude,
    b.longitude, b.montant - a.montant,
    t.actif and t.is_publie and not t.is_effectue and t.nb_places_reservees < t.nb_places_proposees,
    t.is_resa_automatique, u.sexe
  from trajets_arrets a
  join trajets_arrets b on b.trajet_id = a.trajet_id and b.position > a.position
  join trajets t on t.id = a.trajet_id
  join utilisateurs u on u.id = t.utilisateur_id
  where a.trajet_id in (select distinct trajet_id from nouveaux)
  on conflict (trajet_id, pos_depart, pos_arrivee) do update set
    date = excluded.date, cellule_depart = excluded.cellule_depart,
    cellule_arrivee = excluded.cellule_arrivee, depart_le = excluded.depart_le,
    latitude_depart = excluded.latitude_depart, longitude_depart = excluded.longitude_depart,
    latitude_arrivee = excluded.latitude_arrivee, longitude_arrivee = excluded.longitude_arrivee,
    montant = excluded.montant, reservable = excluded.reservable,
    resa_automatique = excluded.resa_automatique, sexe_conducteur = excluded.sexe_conducteur;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trip given to another driver (nothing does it today): its legs take that driver's sex.
CREATE FUNCTION trajets_troncons_conducteur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  update trajets_troncons set sexe_conducteur = (select sexe from utilisateurs where id = NEW.utilisateur_id)
  where trajet_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trajets_troncons_conducteur AFTER UPDATE OF utilisateur_id ON trajets FOR EACH ROW
  WHEN (OLD.utilisateur_id IS DISTINCT FROM NEW.utilisateur_id)
  EXECUTE FUNCTION trajets_troncons_conducteur();
--> statement-breakpoint
-- A member whose sex changes (profile, admin correction): the legs of all their trips follow, in
-- the same transaction.
CREATE FUNCTION utilisateurs_troncons_sexe() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  update trajets_troncons l set sexe_conducteur = NEW.sexe
  from trajets t where t.utilisateur_id = NEW.id and l.trajet_id = t.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER utilisateurs_troncons_sexe AFTER UPDATE OF sexe ON utilisateurs FOR EACH ROW
  WHEN (OLD.sexe IS DISTINCT FROM NEW.sexe)
  EXECUTE FUNCTION utilisateurs_troncons_sexe();
