import pg from 'pg';
import type { BenchScenario, ScenarioReport } from '../bench-context';
import { runLoad } from '../http-load';
import { loadGeography } from '../../apps/api/src/geo/load-geography';

/** How many trips the generator adds (BENCH_TRIPS, 1,000,000 by default). */
const TRIPS = Number(process.env.BENCH_TRIPS ?? 1_000_000);
const COMMUNES = 2000;
const DAYS = 30;

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function target(report: ScenarioReport, p95Ms: number, minRps?: number): string {
  const ok = report.p95 < p95Ms && (minRps === undefined || report.requestsPerSecond >= minRps);
  const rps = minRps === undefined ? '' : ` et ≥ ${minRps} req/s`;
  return `${report.name} : objectif p95 < ${p95Ms} ms${rps} → ${ok ? 'atteint' : 'NON ATTEINT'}`;
}

const isoInDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Generates future trips between the 2,000 largest communes (one driver, 1–8 seats, over the next
 * 30 days, a third with one stage town) in SQL, then their search rows. Skipped when the database
 * already holds that many trips (a second run on the same data).
 */
async function generateTrips(databaseUrl: string): Promise<void> {
  const communes = loadGeography().communes.slice(0, COMMUNES);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from trajets');
    if (rows[0]!.n >= TRIPS) return;
    await client.query(
      `create temporary table bench_communes (i int primary key, code text, nom text, lat float8, lon float8)`,
    );
    await client.query(
      `insert into bench_communes select * from unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
      [
        communes.map((_, i) => i),
        communes.map((c) => c.code),
        communes.map((c) => c.nom),
        communes.map((c) => c.latitude),
        communes.map((c) => c.longitude),
      ],
    );
    const existing = await client.query<{ id: number }>(
      `select id from utilisateurs where lower(email) = 'bench.trajets@bonneroute.fr'`,
    );
    const driverId =
      existing.rows[0]?.id ??
      (
        await client.query<{ id: number }>(
          `insert into utilisateurs (email, prenom, nom, sexe, activated, password_hash)
           values ('bench.trajets@bonneroute.fr', 'Bench', 'Trajets', 'M', true, 'x') returning id`,
        )
      ).rows[0]!.id;
    const first = await client.query<{ m: number }>(
      'select coalesce(max(id), 0) as m from trajets',
    );
    await client.query(
      `insert into trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
         ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
         longitude_depart, latitude_arrivee, longitude_arrivee, duree_secondes, montant_contribution,
         nb_places_proposees, villes_etapes, montants_etapes)
       select $1, d.date, d.heure, (d.date + d.heure) at time zone 'Europe/Paris', 'Centre-ville', 'Gare',
         a.nom, b.nom, a.code, b.code, a.lat, a.lon, b.lat, b.lon, 3600 * 3, 2000,
         1 + (g % 8),
         case when g % 3 = 0 then jsonb_build_array(jsonb_build_object('nom', s.nom, 'code_commune', s.code,
           'latitude', s.lat, 'longitude', s.lon)) end,
         case when g % 3 = 0 then '[1000]'::jsonb end
       from generate_series(1::bigint, $2::bigint) g
       cross join lateral (select current_date + 1 + (g % ${DAYS})::int as date,
         make_time(6 + (g % 16)::int, ((g % 4) * 15)::int, 0) as heure) d
       join bench_communes a on a.i = (g * 7919) % ${COMMUNES}
       join bench_communes b on b.i = (g * 104729 + 13) % ${COMMUNES}
       join bench_communes s on s.i = (g * 1299709 + 29) % ${COMMUNES}
       where a.i <> b.i`,
      [driverId, TRIPS],
    );
    // The search rows, as syncTripStops builds them (migration 0010); their legs
    // (trajets_troncons) are built by the insert trigger of migration 0023.
    await client.query(
      `insert into trajets_arrets (trajet_id, position, date, code_commune, ville, latitude, longitude, montant)
       select t.id, 0, t.date, t.code_commune_depart, t.ville_depart, t.latitude_depart, t.longitude_depart, 0
         from trajets t where t.id > $1
       union all
       select t.id, 1, t.date, t.villes_etapes->0->>'code_commune', t.villes_etapes->0->>'nom',
         (t.villes_etapes->0->>'latitude')::float8, (t.villes_etapes->0->>'longitude')::float8, 1000
         from trajets t where t.id > $1 and t.villes_etapes is not null
       union all
       select t.id, case when t.villes_etapes is null then 1 else 2 end, t.date, t.code_commune_arrivee,
         t.ville_arrivee, t.latitude_arrivee, t.longitude_arrivee, t.montant_contribution
         from trajets t where t.id > $1
       on conflict do nothing`,
      [first.rows[0]!.m],
    );
    await client.query('vacuum analyze trajets');
    await client.query('vacuum analyze trajets_arrets');
    await client.query('vacuum analyze trajets_troncons');
  } finally {
    await client.end();
  }
}

export const tripSearchScenario: BenchScenario = {
  name: 'trajets',
  async run(context) {
    await generateTrips(context.databaseUrl);
    const communes = loadGeography().communes.slice(0, 200);
    const random = seeded(11);
    const pick = () => communes[Math.floor(random() * communes.length)]!;
    const searches = Array.from({ length: 500 }, () => {
      const [a, b] = [pick(), pick()];
      return {
        method: 'GET' as const,
        path: `/api/covoiturages/${isoInDays(1 + Math.floor(random() * DAYS))}?actif=1&from=${a.code}&to=${b.code === a.code ? communes[0]!.code : b.code}`,
      };
    });
    const headers = await context.csrfHeaders();
    const search = {
      name: `GET /api/covoiturages/{date} (${TRIPS.toLocaleString('fr-FR')} trajets)`,
      ...(await runLoad({
        headers,
        url: context.baseUrl,
        durationSeconds: context.durationSeconds,
        connections: context.connections,
        requests: searches,
      })),
    };
    const detail = {
      name: 'GET /api/trajets/{id}',
      ...(await runLoad({
        headers,
        url: context.baseUrl,
        durationSeconds: context.durationSeconds,
        connections: context.connections,
        requests: Array.from({ length: 500 }, () => ({
          method: 'GET' as const,
          path: `/api/trajets/${1 + Math.floor(random() * TRIPS)}`,
        })),
      })),
    };
    return [
      { ...search, notes: [target(search, 20, 1000)] },
      { ...detail, notes: [target(detail, 10)] },
    ];
  },
};
