-- Hand-written (docs/decisions/028-seats-per-leg.md). A booking occupies the legs between its
-- boarding and alighting stops (`pos_depart`, `pos_arrivee`, positions of trajets_arrets; null:
-- the whole route, as every booking made before). The seats left on a leg are the seats offered
-- minus the most seats held on any of its elementary legs; `trajets.nb_places_reservees` keeps
-- meaning « the most seats held on any elementary leg », so the whole route's figure is unchanged
-- for every reader. Both are derived from the bookings by triggers, in the booking's transaction.
ALTER TABLE "passagers" ADD COLUMN "pos_depart" smallint;--> statement-breakpoint
ALTER TABLE "passagers" ADD COLUMN "pos_arrivee" smallint;--> statement-breakpoint
ALTER TABLE "passagers" ADD CONSTRAINT "passagers_troncon_check" CHECK (
  (pos_depart IS NULL AND pos_arrivee IS NULL)
  OR (pos_depart >= 0 AND pos_arrivee > pos_depart));--> statement-breakpoint
DROP INDEX "trajets_troncons_recherche_idx";--> statement-breakpoint
ALTER TABLE "trajets_troncons" ADD COLUMN "nb_places_disponibles" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The most seats held on one elementary leg of [debut, fin) of a trip, by the bookings that hold
-- seats (being paid, waiting for the driver, confirmed). It changes only where someone boards, so
-- its maximum is at `debut` or at a boarding stop inside the span.
CREATE FUNCTION trajet_occupation(tid integer, debut integer, fin integer) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select coalesce(max(o.places), 0)::integer from (
    select sum(p.nb_places_reservees) as places
    from (select debut as pos
          union select coalesce(q.pos_depart, 0) from passagers q
           where q.trajet_id = tid and q.statut in ('EN_COURS_PAIEMENT', 'EN_ATTENTE', 'CONFIRMEE')
             and coalesce(q.pos_depart, 0) > debut and coalesce(q.pos_depart, 0) < fin) c
    join passagers p on p.trajet_id = tid
      and p.statut in ('EN_COURS_PAIEMENT', 'EN_ATTENTE', 'CONFIRMEE')
      and coalesce(p.pos_depart, 0) <= c.pos and c.pos < coalesce(p.pos_arrivee, 32767)
    group by c.pos) o;
$$;
--> statement-breakpoint
-- Seats left on a leg of a loaded trip row `t` (no booking at all: no look-up).
CREATE FUNCTION troncon_places(t trajets, debut integer, fin integer) RETURNS smallint
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select greatest(0, t.nb_places_proposees
    - case when t.nb_places_reservees = 0 then 0 else trajet_occupation(t.id, debut, fin) end)::smallint;
$$;
--> statement-breakpoint
-- The seats left and bookability of every leg of these trips, from their bookings and the trip.
CREATE FUNCTION trajets_troncons_places(ids integer[]) RETURNS void LANGUAGE sql AS $$
  update trajets_troncons l set nb_places_disponibles = s.libres,
    reservable = s.ouvert and s.libres > 0
  from (select l2.trajet_id, l2.pos_depart, l2.pos_arrivee,
          troncon_places(t, l2.pos_depart, l2.pos_arrivee) as libres,
          t.actif and t.is_publie and not t.is_effectue as ouvert
        from trajets_troncons l2 join trajets t on t.id = l2.trajet_id
        where l2.trajet_id = any(ids)) s
  where l.trajet_id = s.trajet_id and l.pos_depart = s.pos_depart and l.pos_arrivee = s.pos_arrivee
    and (l.nb_places_disponibles, l.reservable) is distinct from (s.libres, s.ouvert and s.libres > 0);
$$;
--> statement-breakpoint
-- A booking made, changed or gone: the trips' most-held figure, then their legs.
CREATE FUNCTION trajets_places_recalculer(ids integer[]) RETURNS void LANGUAGE sql AS $$
  update trajets t set nb_places_reservees = o.places, updated_at = now()
  from (select x.id, trajet_occupation(x.id, 0, 32767) as places
        from (select distinct unnest(ids) as id) x) o
  where t.id = o.id and t.nb_places_reservees is distinct from o.places;
  select trajets_troncons_places(ids);
$$;
--> statement-breakpoint
CREATE FUNCTION passagers_places_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trajets_places_recalculer(array(select distinct trajet_id from nouveaux));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER passagers_places_insert AFTER INSERT ON passagers
  REFERENCING NEW TABLE AS nouveaux FOR EACH STATEMENT
  EXECUTE FUNCTION passagers_places_insert();
--> statement-breakpoint
CREATE FUNCTION passagers_places_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trajets_places_recalculer(array(select distinct trajet_id from anciens));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER passagers_places_delete AFTER DELETE ON passagers
  REFERENCING OLD TABLE AS anciens FOR EACH STATEMENT
  EXECUTE FUNCTION passagers_places_delete();
--> statement-breakpoint
-- Row by row on update: only a change of what holds seats (a status, the seats, the leg) counts.
CREATE FUNCTION passagers_places_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trajets_places_recalculer(array[OLD.trajet_id, NEW.trajet_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER passagers_places_update AFTER UPDATE ON passagers FOR EACH ROW
  WHEN (OLD.statut IS DISTINCT FROM NEW.statut
    OR OLD.nb_places_reservees IS DISTINCT FROM NEW.nb_places_reservees
    OR OLD.pos_depart IS DISTINCT FROM NEW.pos_depart
    OR OLD.pos_arrivee IS DISTINCT FROM NEW.pos_arrivee
    OR OLD.trajet_id IS DISTINCT FROM NEW.trajet_id)
  EXECUTE FUNCTION passagers_places_update();
--> statement-breakpoint
-- The trip changed (cancelled, deactivated, done, seats offered, moved, booking mode): its legs
-- follow in the same transaction. Seats held change with the bookings (above), not here.
DROP TRIGGER trajets_troncons_suivre ON trajets;--> statement-breakpoint
CREATE OR REPLACE FUNCTION trajets_troncons_suivre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  update trajets_troncons set date = NEW.date, depart_le = NEW.depart_le,
    resa_automatique = NEW.is_resa_automatique
  where trajet_id = NEW.id and (date, depart_le, resa_automatique)
    is distinct from (NEW.date, NEW.depart_le, NEW.is_resa_automatique);
  PERFORM trajets_troncons_places(array[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trajets_troncons_suivre AFTER UPDATE ON trajets FOR EACH ROW
  WHEN (OLD.date IS DISTINCT FROM NEW.date OR OLD.depart_le IS DISTINCT FROM NEW.depart_le
    OR OLD.is_resa_automatique IS DISTINCT FROM NEW.is_resa_automatique
    OR OLD.actif IS DISTINCT FROM NEW.actif OR OLD.is_publie IS DISTINCT FROM NEW.is_publie
    OR OLD.is_effectue IS DISTINCT FROM NEW.is_effectue
    OR OLD.nb_places_proposees IS DISTINCT FROM NEW.nb_places_proposees)
  EXECUTE FUNCTION trajets_troncons_suivre();
--> statement-breakpoint
-- The legs' builders of migration 0029, with each leg's seats left.
CREATE OR REPLACE FUNCTION trajets_troncons_reconstruire(ids integer[]) RETURNS void LANGUAGE sql AS $$
  delete from trajets_troncons where trajet_id = any(ids);
  insert into trajets_troncons (trajet_id, pos_depart, pos_arrivee, date, cellule_depart, cellule_arrivee,
    depart_le, latitude_depart, longitude_depart, latitude_arrivee, longitude_arrivee, montant,
    reservable, resa_automatique, sexe_conducteur, nb_places_disponibles)
  select a.trajet_id, a.position, b.position, t.date, cellule_grille(a.latitude, a.longitude),
    cellule_grille(b.latitude, b.longitude), t.depart_le, a.latitude, a.longitude, b.latitude,
    b.longitude, b.montant - a.montant,
    t.actif and t.is_publie and not t.is_effectue and troncon_places(t, a.position, b.position) > 0,
    t.is_resa_automatique, u.sexe, troncon_places(t, a.position, b.position)
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
    reservable, resa_automatique, sexe_conducteur, nb_places_disponibles)
  select a.trajet_id, a.position, b.position, t.date, cellule_grille(a.latitude, a.longitude),
    cellule_grille(b.latitude, b.longitude), t.depart_le, a.latitude, a.longitude, b.latitude,
    b.longitude, b.montant - a.montant,
    t.actif and t.is_publie and not t.is_effectue and troncon_places(t, a.position, b.position) > 0,
    t.is_resa_automatique, u.sexe, troncon_places(t, a.position, b.position)
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
    resa_automatique = excluded.resa_automatique, sexe_conducteur = excluded.sexe_conducteur,
    nb_places_disponibles = excluded.nb_places_disponibles;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The existing legs' seats, without a deferred « public content changed » event per row
-- (as in migration 0029: pending events would forbid the CREATE INDEX below).
ALTER TABLE trajets_troncons DISABLE TRIGGER contenu_public;--> statement-breakpoint
update trajets_troncons l set nb_places_disponibles = troncon_places(t, l.pos_depart, l.pos_arrivee),
  reservable = t.actif and t.is_publie and not t.is_effectue
    and troncon_places(t, l.pos_depart, l.pos_arrivee) > 0
  from trajets t where t.id = l.trajet_id;--> statement-breakpoint
ALTER TABLE trajets_troncons ENABLE TRIGGER contenu_public;--> statement-breakpoint
-- Covering again, with the leg's seats: the search filters and shows them from the index alone.
CREATE INDEX "trajets_troncons_recherche_idx" ON "trajets_troncons" USING btree ("date","cellule_depart","cellule_arrivee","reservable","depart_le","latitude_depart","longitude_depart","latitude_arrivee","longitude_arrivee","trajet_id","pos_depart","pos_arrivee","montant","resa_automatique","sexe_conducteur","nb_places_disponibles");
