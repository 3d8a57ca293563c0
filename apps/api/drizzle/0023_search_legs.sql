CREATE TABLE "trajets_troncons" (
	"trajet_id" integer NOT NULL,
	"pos_depart" smallint NOT NULL,
	"pos_arrivee" smallint NOT NULL,
	"date" date NOT NULL,
	"cellule_depart" integer NOT NULL,
	"cellule_arrivee" integer NOT NULL,
	"depart_le" timestamp with time zone NOT NULL,
	"latitude_depart" double precision NOT NULL,
	"longitude_depart" double precision NOT NULL,
	"latitude_arrivee" double precision NOT NULL,
	"longitude_arrivee" double precision NOT NULL,
	"montant" integer NOT NULL,
	"reservable" boolean NOT NULL,
	"resa_automatique" boolean NOT NULL,
	CONSTRAINT "trajets_troncons_trajet_id_pos_depart_pos_arrivee_pk" PRIMARY KEY("trajet_id","pos_depart","pos_arrivee")
);
--> statement-breakpoint
DROP INDEX "trajets_arrets_recherche_idx";--> statement-breakpoint
ALTER TABLE "trajets_troncons" ADD CONSTRAINT "trajets_troncons_trajet_id_trajets_id_fk" FOREIGN KEY ("trajet_id") REFERENCES "public"."trajets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trajets_troncons_recherche_idx" ON "trajets_troncons" USING btree ("date","cellule_depart","cellule_arrivee","reservable","depart_le","latitude_depart","longitude_depart","latitude_arrivee","longitude_arrivee","trajet_id","pos_depart","pos_arrivee","montant","resa_automatique");--> statement-breakpoint
-- Hand-written (issue 22, docs/decisions/008-search-performance.md). The grid cell of a point:
-- 0.5° of latitude by 0.75° of longitude, the same formula as gridCell() in
-- packages/shared/src/geo/near-grid.ts (change both together, then rebuild trajets_troncons).
CREATE FUNCTION cellule_grille(latitude double precision, longitude double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (floor(latitude / 0.5::float8)::integer + 181) * 1000 + floor(longitude / 0.75::float8)::integer + 241;
--> statement-breakpoint
-- The legs of some trips, rebuilt from their stops (every pair in route order) and the trip.
CREATE FUNCTION trajets_troncons_reconstruire(ids integer[]) RETURNS void LANGUAGE sql AS $$
  delete from trajets_troncons where trajet_id = any(ids);
  insert into trajets_troncons (trajet_id, pos_depart, pos_arrivee, date, cellule_depart, cellule_arrivee,
    depart_le, latitude_depart, longitude_depart, latitude_arrivee, longitude_arrivee, montant,
    reservable, resa_automatique)
  select a.trajet_id, a.position, b.position, t.date, cellule_grille(a.latitude, a.longitude),
    cellule_grille(b.latitude, b.longitude), t.depart_le, a.latitude, a.longitude, b.latitude,
    b.longitude, b.montant - a.montant,
    t.actif and t.is_publie and not t.is_effectue and t.nb_places_reservees < t.nb_places_proposees,
    t.is_resa_automatique
  from trajets_arrets a
  join trajets_arrets b on b.trajet_id = a.trajet_id and b.position > a.position
  join trajets t on t.id = a.trajet_id
  where a.trajet_id = any(ids);
$$;
--> statement-breakpoint
-- Stops inserted (publishing, seed, bulk loads): one statement builds the legs of all their trips.
CREATE FUNCTION trajets_arrets_troncons_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  insert into trajets_troncons (trajet_id, pos_depart, pos_arrivee, date, cellule_depart, cellule_arrivee,
    depart_le, latitude_depart, longitude_depart, latitude_arrivee, longitude_arrivee, montant,
    reservable, resa_automatique)
  select a.trajet_id, a.position, b.position, t.date, cellule_grille(a.latitude, a.longitude),
    cellule_grille(b.latitude, b.longitude), t.depart_le, a.latitude, a.longitude, b.latitude,
    b.longitude, b.montant - a.montant,
    t.actif and t.is_publie and not t.is_effectue and t.nb_places_reservees < t.nb_places_proposees,
    t.is_resa_automatique
  from trajets_arrets a
  join trajets_arrets b on b.trajet_id = a.trajet_id and b.position > a.position
  join trajets t on t.id = a.trajet_id
  where a.trajet_id in (select distinct trajet_id from nouveaux)
  on conflict (trajet_id, pos_depart, pos_arrivee) do update set
    date = excluded.date, cellule_depart = excluded.cellule_depart,
    cellule_arrivee = excluded.cellule_arrivee, depart_le = excluded.depart_le,
    latitude_depart = excluded.latitude_depart, longitude_depart = excluded.longitude_depart,
    latitude_arrivee = excluded.latitude_arrivee, longitude_arrivee = excluded.longitude_arrivee,
    montant = excluded.montant, reservable = excluded.reservable,
    resa_automatique = excluded.resa_automatique;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trajets_arrets_troncons_insert AFTER INSERT ON trajets_arrets
  REFERENCING NEW TABLE AS nouveaux FOR EACH STATEMENT
  EXECUTE FUNCTION trajets_arrets_troncons_insert();
--> statement-breakpoint
-- Stops changed or removed (nothing does it today): rebuild those trips' legs.
CREATE FUNCTION trajets_arrets_troncons_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trajets_troncons_reconstruire(array(
    select trajet_id from nouveaux union select trajet_id from anciens));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trajets_arrets_troncons_update AFTER UPDATE ON trajets_arrets
  REFERENCING OLD TABLE AS anciens NEW TABLE AS nouveaux FOR EACH STATEMENT
  EXECUTE FUNCTION trajets_arrets_troncons_update();
--> statement-breakpoint
CREATE FUNCTION trajets_arrets_troncons_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trajets_troncons_reconstruire(array(select distinct trajet_id from anciens));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trajets_arrets_troncons_delete AFTER DELETE ON trajets_arrets
  REFERENCING OLD TABLE AS anciens FOR EACH STATEMENT
  EXECUTE FUNCTION trajets_arrets_troncons_delete();
--> statement-breakpoint
-- The trip changed (cancelled, deactivated, done, a seat taken or freed, moved, booking mode):
-- its legs' copy follows in the same transaction, only when what the search reads changed.
CREATE FUNCTION trajets_troncons_suivre() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  update trajets_troncons set date = NEW.date, depart_le = NEW.depart_le,
    reservable = NEW.actif and NEW.is_publie and not NEW.is_effectue
      and NEW.nb_places_reservees < NEW.nb_places_proposees,
    resa_automatique = NEW.is_resa_automatique
  where trajet_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trajets_troncons_suivre AFTER UPDATE ON trajets FOR EACH ROW
  WHEN (OLD.date IS DISTINCT FROM NEW.date OR OLD.depart_le IS DISTINCT FROM NEW.depart_le
    OR OLD.is_resa_automatique IS DISTINCT FROM NEW.is_resa_automatique
    OR (OLD.actif AND OLD.is_publie AND NOT OLD.is_effectue
        AND OLD.nb_places_reservees < OLD.nb_places_proposees)
       IS DISTINCT FROM (NEW.actif AND NEW.is_publie AND NOT NEW.is_effectue
        AND NEW.nb_places_reservees < NEW.nb_places_proposees))
  EXECUTE FUNCTION trajets_troncons_suivre();
--> statement-breakpoint
-- The legs of the trips that already exist.
insert into trajets_troncons (trajet_id, pos_depart, pos_arrivee, date, cellule_depart, cellule_arrivee,
  depart_le, latitude_depart, longitude_depart, latitude_arrivee, longitude_arrivee, montant,
  reservable, resa_automatique)
select a.trajet_id, a.position, b.position, t.date, cellule_grille(a.latitude, a.longitude),
  cellule_grille(b.latitude, b.longitude), t.depart_le, a.latitude, a.longitude, b.latitude,
  b.longitude, b.montant - a.montant,
  t.actif and t.is_publie and not t.is_effectue and t.nb_places_reservees < t.nb_places_proposees,
  t.is_resa_automatique
from trajets_arrets a
join trajets_arrets b on b.trajet_id = a.trajet_id and b.position > a.position
join trajets t on t.id = a.trajet_id;
