-- Hand-written (issue 6): search rows of the trips that existed before trajets_arrets,
-- the same statement as syncTripStops() in apps/api/src/trips/trip-stops.repository.ts.
insert into trajets_arrets (trajet_id, position, date, code_commune, ville, latitude, longitude, montant)
select t.id, 0, t.date, t.code_commune_depart, t.ville_depart, t.latitude_depart, t.longitude_depart, 0
  from trajets t
union all
select t.id, e.ord, t.date, e.v->>'code_commune', e.v->>'nom', (e.v->>'latitude')::float8,
       (e.v->>'longitude')::float8, coalesce((t.montants_etapes->>(e.ord::int - 1))::int, 0)
  from trajets t,
       jsonb_array_elements(case when jsonb_typeof(t.villes_etapes) = 'array' then t.villes_etapes else '[]'::jsonb end)
         with ordinality e(v, ord)
union all
select t.id,
       (case when jsonb_typeof(t.villes_etapes) = 'array' then jsonb_array_length(t.villes_etapes) else 0 end) + 1,
       t.date, t.code_commune_arrivee, t.ville_arrivee, t.latitude_arrivee, t.longitude_arrivee,
       t.montant_contribution
  from trajets t
on conflict (trajet_id, position) do nothing;
--> statement-breakpoint
-- The discovery offer's code shown on /promotions (spec §1: 10 € for drivers, 900 trips, 30 € per driver).
insert into codes_promo (code, montant, nb_utilisations_max, montant_max_par_conducteur)
values ('BONNEROUTE10', 1000, 900, 3000)
on conflict (code) do nothing;
