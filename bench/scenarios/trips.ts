import pg from 'pg';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import type { BenchContext, BenchScenario, ScenarioReport } from '../bench-context';
import { runLoad } from '../http-load';
import { landOf } from '../../apps/api/src/geo/geography';
import { loadGeography } from '../../apps/api/src/geo/load-geography';
import type { CommuneRecord } from '../../apps/api/src/geo/data/build-communes';

/**
 * The search at growing sizes (10,000, 100,000 then 1,000,000 trips, or BENCH_TRIPS
 * as the largest), on a realistic mix, then the trip detail at the largest size.
 */
const COMMUNES = 2000;
const DAYS = 30;
const DRIVERS = 20_000;
/** Weighted draw of communes: each one holds slots in proportion to its population. */
const SLOTS = 20_000;

export function tripStages(context: Pick<BenchContext, 'smoke'>): number[] {
  if (context.smoke) return [2000];
  const largest = Number(process.env.BENCH_TRIPS ?? 1_000_000);
  return [10_000, 100_000, 1_000_000].filter((n) => n < largest).concat(largest);
}

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/**
 * The 2,000 most populated towns of mainland France, Corsica, Belgium, Switzerland and
 * Luxembourg (roads between them all).
 */
function largestCommunes(): CommuneRecord[] {
  return loadGeography()
    .communes.filter((commune) => landOf(commune) === 'metropole')
    .slice(0, COMMUNES);
}

/** Commune indexes, each repeated in proportion to its population (at least once). */
function populationSlots(communes: CommuneRecord[]): number[] {
  const total = communes.reduce((sum, commune) => sum + commune.population, 0);
  const slots: number[] = [];
  communes.forEach((commune, index) => {
    const count = Math.max(1, Math.round((commune.population / total) * SLOTS));
    for (let k = 0; k < count; k += 1) slots.push(index);
  });
  return slots;
}

/**
 * Adds future trips up to `target` between the 2,000 largest communes, both ends drawn by
 * population (one of 20,000 drivers, half men, half women; 1–8 seats, a quarter already half booked;
 * over the next 30 days; a third with one stage town; a fifth on request), in SQL. The stops are
 * inserted like syncTripStops does; the insert trigger of migration 0023 builds the legs.
 */
export async function generateTrips(databaseUrl: string, target: number): Promise<number> {
  const communes = largestCommunes();
  const slots = populationSlots(communes);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // 20,000 drivers, as many men as women: a marketplace's trips come from many members (with
    // two, the members' table was tiny and PostgreSQL planned its joins for a tiny table).
    const { rows: driverRows } = await client.query<{ id: number }>(
      `insert into utilisateurs (email, prenom, nom, sexe, activated, password_hash)
       select 'bench.trajets.' || g || '@bonneroute.fr', 'Bench', 'Trajets',
         case when g % 2 = 0 then 'M' else 'F' end, true, 'x'
       from generate_series(1, ${DRIVERS}) g
       on conflict (lower(email)) do update set sexe = excluded.sexe returning id`,
    );
    const drivers = driverRows.map((row) => row.id);
    await client.query('analyze utilisateurs');
    const { rows } = await client.query<{ n: number; m: number }>(
      `select count(*)::int as n, coalesce(max(id), 0)::int as m from trajets
        where utilisateur_id = any($1)`,
      [drivers],
    );
    const existing = rows[0]!.n;
    if (existing >= target) return existing;
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
    await client.query(`create temporary table bench_slots (s int primary key, i int)`);
    await client.query(`insert into bench_slots select * from unnest($1::int[], $2::int[])`, [
      slots.map((_, s) => s),
      slots,
    ]);
    await client.query('analyze bench_communes');
    await client.query('analyze bench_slots');
    const first = await client.query<{ m: number }>(
      'select coalesce(max(id), 0)::int as m from trajets',
    );
    // g runs past the target a little: pairs drawn twice the same commune are skipped.
    const count = Math.ceil((target - existing) * 1.02);
    await client.query(
      `insert into trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
         ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
         longitude_depart, latitude_arrivee, longitude_arrivee, duree_secondes, montant_contribution,
         nb_places_proposees, nb_places_reservees, is_resa_automatique, villes_etapes, montants_etapes)
       select ($1::int[])[1 + (g % ${DRIVERS})::int], d.date, d.heure,
         (d.date + d.heure) at time zone 'Europe/Paris', 'Centre-ville', 'Gare',
         a.nom, b.nom, a.code, b.code, a.lat, a.lon, b.lat, b.lon, 3600 * 3, 2000,
         1 + (g % 8), case when g % 4 = 0 then (1 + (g % 8)) / 2 else 0 end, g % 5 <> 0,
         case when g % 3 = 0 then jsonb_build_array(jsonb_build_object('nom', s.nom, 'code_commune', s.code,
           'latitude', s.lat, 'longitude', s.lon)) end,
         case when g % 3 = 0 then '[1000]'::jsonb end
       from generate_series($2::bigint, $2::bigint + $3::bigint - 1) g
       cross join lateral (select current_date + 1 + (g % ${DAYS})::int as date,
         make_time(6 + (g % 16)::int, ((g % 4) * 15)::int, 0) as heure) d
       join bench_slots sa on sa.s = (g * 7919) % ${slots.length}
       join bench_slots sb on sb.s = (g * 104729 + 13) % ${slots.length}
       join bench_communes a on a.i = sa.i
       join bench_communes b on b.i = sb.i
       join bench_communes s on s.i = (g * 1299709 + 29) % ${communes.length}
       where a.i <> b.i and s.i <> a.i and s.i <> b.i`,
      [drivers, existing + 1, count],
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
    for (const table of ['trajets', 'trajets_arrets', 'trajets_troncons'])
      await client.query(`vacuum analyze ${table}`);
    // The bulk load's gigabytes of WAL are flushed now, not by a checkpoint during the measure.
    await client.query('checkpoint');
    const after = await client.query<{ n: number }>(
      `select count(*)::int as n from trajets where utilisateur_id = any($1)`,
      [drivers],
    );
    return after.rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * The realistic search mix: pairs of the 2,000 largest communes drawn by population, dates over
 * the next 30 days, pages 1–3 (most people stop at the first), a third with a filter (girls
 * only, guys only, automatic booking), half through each search call.
 */
export function searchMix(count: number, seed = 11): { method: 'GET'; path: string }[] {
  const communes = largestCommunes();
  const slots = populationSlots(communes);
  const random = seeded(seed);
  const pick = () => communes[slots[Math.floor(random() * slots.length)]!]!;
  const today = todayInParis();
  return Array.from({ length: count }, () => {
    const from = pick();
    let to = pick();
    while (to.code === from.code) to = pick();
    const date = addDays(today, Math.floor(random() * DAYS));
    const roll = random();
    const page = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
    const filter = random();
    const sexe = filter < 0.1 ? '1' : filter < 0.2 ? '2' : undefined;
    const automatic = filter >= 0.2 && filter < 0.33;
    if (random() < 0.5) {
      const query = new URLSearchParams({ actif: '1', from: from.code, to: to.code });
      if (page > 1) query.set('page', String(page));
      if (sexe) query.set('sexe', sexe);
      if (automatic) query.set('is_resa_automatique', '1');
      return { method: 'GET' as const, path: `/api/covoiturages/${date}?${query}` };
    }
    const query = new URLSearchParams({
      'filter[actif]': '1',
      'filter[adresse_depart]': from.code,
      'filter[adresse_arrivee]': to.code,
      'filter[date]': date,
    });
    if (page > 1) query.set('page', String(page));
    if (sexe) query.set('filter[sexe]', sexe);
    if (automatic) query.set('filter[is_resa_automatique]', '1');
    return { method: 'GET' as const, path: `/api/trajets?${query}` };
  });
}

function target(report: ScenarioReport, p95Ms: number, minRps?: number): string {
  const ok = report.p95 < p95Ms && (minRps === undefined || report.requestsPerSecond >= minRps);
  const rps = minRps === undefined ? '' : ` et ≥ ${minRps} req/s`;
  return `${report.name} : objectif p95 < ${p95Ms} ms${rps} → ${ok ? 'atteint' : 'NON ATTEINT'}`;
}

export const tripSearchScenario: BenchScenario = {
  name: 'recherche de trajets (croissance) et détail',
  async run(context) {
    const reports: ScenarioReport[] = [];
    const searches = searchMix(context.smoke ? 200 : 3000);

    for (const stage of tripStages(context)) {
      const started = performance.now();
      const trips = await generateTrips(context.databaseUrl, stage);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      // Two unmeasured seconds of the same mix first: the new rows' pages come into the
      // buffer cache, as they are on a server that has been answering searches.
      if (!context.smoke)
        await runLoad({
          url: context.baseUrl,
          durationSeconds: 2,
          connections: context.connections,
          requestsInTurn: searchMix(3000, 23),
        });
      const search = {
        name: `recherche (GET /api/covoiturages/{date} et /api/trajets?filter), ${trips.toLocaleString('fr-FR')} trajets`,
        ...(await runLoad({
          url: context.baseUrl,
          durationSeconds: context.durationSeconds,
          connections: context.connections,
          requestsInTurn: searches,
        })),
      };
      reports.push({
        ...search,
        notes: [`${search.name} : données générées en ${seconds} s`],
        growth: { trips },
      });
    }
    const last = reports[reports.length - 1]!;
    last.notes!.push(target(last, 20, context.yardstick * 0.05));
    const pool = new pg.Client({ connectionString: context.databaseUrl });
    await pool.connect();
    const ids = await pool
      .query<{ id: number }>(
        `select id from trajets where depart_le > now() order by random() limit 1000`,
      )
      .finally(() => pool.end());
    const random = seeded(5);
    const detail = {
      name: 'GET /api/trajets/{id}',
      ...(await runLoad({
        url: context.baseUrl,
        durationSeconds: context.durationSeconds,
        connections: context.connections,
        requestsInTurn: Array.from({ length: 500 }, () => ({
          method: 'GET' as const,
          path: `/api/trajets/${ids.rows[Math.floor(random() * ids.rows.length)]!.id}`,
        })),
      })),
    };
    reports.push({ ...detail, notes: [target(detail, 5, context.yardstick * 0.15)] });
    return reports;
  },
};
