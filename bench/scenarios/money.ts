import pg from 'pg';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { formatEuros } from '@bonneroute/shared/pricing';
import type { BenchScenario } from '../bench-context';
import { hashToken, newSessionToken } from '../../apps/api/src/auth/session-token';
import { brokenMoneyPromises } from '../../apps/api/src/money/money-invariants.repository';
import { createDatabase, createPool } from '../../apps/api/src/db/client';

const TRIPS = 50;
const BOOKINGS = 200;
const DUPLICATED = 0.3;
const CANCELLED_TRIPS = 5;

interface Prepared {
  trips: { id: number; driver: number }[];
  drivers: Map<number, string>;
  passengers: { id: number; token: string }[];
  admin: string;
}

async function session(client: pg.Client, userId: number): Promise<string> {
  const token = newSessionToken();
  await client.query(
    `INSERT INTO sessions (utilisateur_id, token_hash, expires_at)
     VALUES ($1, $2, now() + interval '2 hours')`,
    [userId, hashToken(token)],
  );
  return token;
}

/** 50 bookable 4-seat trips, 200 passengers with a complete profile, their sessions, an admin. */
async function prepare(databaseUrl: string): Promise<Prepared> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const users = async (kind: string, count: number, role = 'USER') =>
      (
        await client.query<{ id: number }>(
          `INSERT INTO utilisateurs (email, prenom, nom, sexe, activated, role)
           SELECT 'bench.argent.' || $1 || '.' || $2 || '.' || g || '@bonneroute.fr', 'Bench', $2,
                  'X', true, $4
             FROM generate_series(1, $3) g RETURNING id`,
          [stamp, kind, count, role],
        )
      ).rows.map((row) => row.id);
    const driverIds = await users('conducteur', 10);
    const passengerIds = await users('passager', BOOKINGS);
    const [adminId] = await users('admin', 1, 'ADMIN');
    await client.query(
      `INSERT INTO utilisateurs_infos (utilisateur_id, nationalite, pays_residence)
       SELECT unnest($1::int[]), 'FR', 'FR'`,
      [passengerIds],
    );
    const { rows: trips } = await client.query<{ id: number; driver: number }>(
      `INSERT INTO trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
         ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
         longitude_depart, latitude_arrivee, longitude_arrivee, montant_contribution,
         nb_places_proposees, is_resa_automatique)
       SELECT ($2::int[])[1 + g % 10], (now() + interval '6 days')::date, '09:15',
         now() + interval '6 days', 'Lille', 'Paris', 'Lille', 'Paris', '59350', '75056',
         50.63, 3.06, 48.85, 2.35, 1800 + 100 * (g % 5), 4, true
       FROM generate_series(1, $1) g RETURNING id, utilisateur_id AS driver`,
      [TRIPS, driverIds],
    );
    const drivers = new Map<number, string>();
    for (const id of driverIds) drivers.set(id, await session(client, id));
    const passengers = [];
    for (const id of passengerIds) passengers.push({ id, token: await session(client, id) });
    return { trips, drivers, passengers, admin: await session(client, adminId!) };
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/**
 * 200 bookings at once on 50 trips, 30 % of them sent twice at once (a double click, a
 * retry), then 5 trips cancelled by their drivers (refunds) and the reconciliation of the
 * processor's book with the ledger. Prints charges, refunds, discrepancies (must be 0), rate.
 */
export const moneyScenario: BenchScenario = {
  name: 'argent : 200 réservations (30 % doublées) puis rapprochement',
  async run(context) {
    const prepared = await prepare(context.databaseUrl);
    const csrf = await context.csrfHeaders();
    const post = (route: string, token: string, form: Record<string, string>) =>
      fetch(`${context.baseUrl}${route}`, {
        method: 'POST',
        headers: {
          ...csrf,
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form),
      });
    const times: number[] = [];
    const statuses = new Map<number | string, number>();
    const paymentIds = new Map<string, Set<number>>();
    let retried = 0;
    const started = performance.now();
    const requests = prepared.passengers.flatMap((passenger, i) => {
      const trip = prepared.trips[i % TRIPS]!;
      const key = `bench-argent-${passenger.id}-${Math.random().toString(36).slice(2)}`;
      const form = {
        trajet_id: String(trip.id),
        conducteur_id: String(trip.driver),
        nb_places: '1',
        titulaire: 'Bench',
        numero: TEST_CARDS.success,
        mois: '12',
        annee: String(new Date().getFullYear() + 1),
        cryptogramme: '123',
        token: key,
      };
      const send = async () => {
        const t0 = performance.now();
        try {
          // « Still being decided » (409 paiement_en_cours, when the first request with this key
          // is still under way after 5 s) is asked again with the same key, as the payment page
          // does; it must end with the first request's answer, never a second charge.
          let response: Response;
          let body: { data?: { id: number }; errors?: { code?: string }[] };
          for (let attempt = 0; ; attempt += 1) {
            response = await post(
              `/api/utilisateurs/${passenger.id}/paiements`,
              passenger.token,
              form,
            );
            body = (await response.json()) as typeof body;
            const pending =
              response.status === 409 && body.errors?.[0]?.code === 'paiement_en_cours';
            if (!pending || attempt >= 40) break;
            retried += 1;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (body.data) paymentIds.set(key, (paymentIds.get(key) ?? new Set()).add(body.data.id));
        } catch {
          statuses.set('réseau', (statuses.get('réseau') ?? 0) + 1);
        }
        times.push(performance.now() - t0);
      };
      return i % 10 < DUPLICATED * 10 ? [send(), send()] : [send()];
    });
    await Promise.all(requests);
    const seconds = (performance.now() - started) / 1000;

    for (const trip of prepared.trips.slice(0, CANCELLED_TRIPS))
      await post('/api/annulations', prepared.drivers.get(trip.driver)!, {
        trajet_id: String(trip.id),
      });

    const pool = createPool(context.databaseUrl, 2);
    const db = createDatabase(pool);
    const tripIds = prepared.trips.map((trip) => trip.id);
    try {
      // The refunds run on the server's job queue: wait until every operation is answered.
      for (let waited = 0; waited < 60_000; waited += 250) {
        const { rows } = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM operations_paiement WHERE statut = 'PREVUE'`,
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const reconciliation = await post('/api/admin/rapprochement', prepared.admin, {});
      const report = ((await reconciliation.json()) as { data: { ecarts: unknown[] } }).data;
      const { rows } = await pool.query<{ type: string; n: number; total: number }>(
        `SELECT r.type, count(*)::int AS n, coalesce(sum(r.montant), 0)::int AS total
           FROM sandbox_requetes r JOIN paiements p ON p.provider_ref = r.reference
          WHERE p.trajet_id = ANY($1) AND r.reponse->>'outcome' = 'done'
            AND r.type IN ('CAPTURE', 'REMBOURSEMENT')
          GROUP BY r.type`,
        [tripIds],
      );
      const of = (type: string) => rows.find((row) => row.type === type) ?? { n: 0, total: 0 };
      const doubled = [...paymentIds.values()].filter((ids) => ids.size > 1).length;
      const broken = await brokenMoneyPromises(db);
      times.sort((a, b) => a - b);
      const answers = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
      return [
        {
          name: 'argent : réservations concurrentes (30 % doublées)',
          requestsPerSecond: BOOKINGS / seconds,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: statuses.get('réseau') ?? 0,
          non2xx: [...statuses].filter(([s]) => s !== 200).reduce((n, [, count]) => n + count, 0),
          notes: [
            `argent : ${requests.length} requêtes pour ${BOOKINGS} réservations (${answers} ; ${retried} « en cours » redemandées avec la même clé) ; ${(BOOKINGS / seconds).toFixed(0)} réservations/s`,
            `argent : débits ${of('CAPTURE').n} (${formatEuros(of('CAPTURE').total)}), remboursements ${of('REMBOURSEMENT').n} (${formatEuros(of('REMBOURSEMENT').total)}) après ${CANCELLED_TRIPS} trajets annulés`,
          ],
          checks: [
            {
              label: `argent : clés débitées deux fois = ${doubled} (attendu 0)`,
              ok: doubled === 0,
            },
            {
              label: `argent : écarts de rapprochement = ${report.ecarts.length} (attendu 0)`,
              ok: report.ecarts.length === 0,
            },
            {
              label:
                broken.length === 0
                  ? 'argent : promesses tenues (grand livre équilibré, empreintes libérées, pas de débit sans réservation, places)'
                  : `argent : ${broken.join(' ; ')}`,
              ok: broken.length === 0,
            },
            {
              label: `argent : ${of('CAPTURE').n} débits pour ${BOOKINGS} réservations demandées`,
              ok: of('CAPTURE').n > 0,
            },
          ],
        },
      ];
    } finally {
      await pool.end();
    }
  },
};
