import pg from 'pg';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import type { BenchCheck, BenchScenario } from '../bench-context';
import { hashToken, newSessionToken } from '../../apps/api/src/auth/session-token';

const TRIPS = 1000;
const PASSENGERS = 200;
/** A payment still being decided (`409 paiement_en_cours`) is asked again with its key. */
const RETRIES = 20;

interface Prepared {
  trips: { id: number; driver: number }[];
  passengers: { id: number; token: string }[];
}

/**
 * 1,000 bookable 3-seat trips and 200 logged-in passengers with a complete profile (payments ask
 * for nationality and country of residence) in the bench database.
 */
async function prepare(databaseUrl: string): Promise<Prepared> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stamp = Date.now().toString(36);
    const { rows: drivers } = await client.query<{ id: number }>(
      `INSERT INTO utilisateurs (email, prenom, nom, sexe, activated)
       SELECT 'bench.conducteur.' || $1 || '.' || g || '@bonneroute.fr', 'Bench', 'Conducteur', 'X', true
       FROM generate_series(1, 50) g RETURNING id`,
      [stamp],
    );
    const { rows: trips } = await client.query<{ id: number; driver: number }>(
      `INSERT INTO trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
         ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
         longitude_depart, latitude_arrivee, longitude_arrivee, montant_contribution,
         nb_places_proposees, is_resa_automatique)
       SELECT ($2::int[])[1 + g % 50], (now() + interval '5 days')::date, '08:30',
         now() + interval '5 days', 'Paris', 'Lyon', 'Paris', 'Lyon', '75056', '69123',
         48.85, 2.35, 45.75, 4.85, 2000, 3, true
       FROM generate_series(1, $1) g RETURNING id, utilisateur_id AS driver`,
      [TRIPS, drivers.map((d) => d.id)],
    );
    const passengers: Prepared['passengers'] = [];
    for (let i = 0; i < PASSENGERS; i += 1) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO utilisateurs (email, prenom, nom, sexe, activated)
         VALUES ($1, 'Bench', 'Passager', 'X', true) RETURNING id`,
        [`bench.passager.${stamp}.${i}@bonneroute.fr`],
      );
      await client.query(
        `INSERT INTO utilisateurs_infos (utilisateur_id, nationalite, pays_residence)
         VALUES ($1, 'FR', 'FR')`,
        [rows[0]!.id],
      );
      const token = newSessionToken();
      await client.query(
        `INSERT INTO sessions (utilisateur_id, token_hash, expires_at)
         VALUES ($1, $2, now() + interval '2 hours')`,
        [rows[0]!.id, hashToken(token)],
      );
      passengers.push({ id: rows[0]!.id, token });
    }
    return { trips, passengers };
  } finally {
    await client.end();
  }
}

async function checks(databaseUrl: string, tripIds: number[]): Promise<BenchCheck[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const over = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajets
       WHERE id = ANY($1) AND (nb_places_reservees > nb_places_proposees OR nb_places_reservees <>
         (SELECT coalesce(sum(nb_places_reservees), 0) FROM passagers p
          WHERE p.trajet_id = trajets.id AND p.statut IN ('CONFIRMEE', 'EN_ATTENTE', 'EN_COURS_PAIEMENT')))`,
      [tripIds],
    );
    const unbalanced = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT mouvement_id FROM ecritures
       GROUP BY mouvement_id HAVING sum(montant) <> 0) m`,
    );
    const money = await client.query<{ cards: number; paid: number }>(
      `SELECT
         (SELECT coalesce(sum(montant), 0)::int FROM ecritures WHERE compte = 'CARTE' AND trajet_id = ANY($1)) AS cards,
         (SELECT coalesce(sum(montant + fees), 0)::int FROM paiements WHERE status = 'PAIEMENT_REUSSI' AND trajet_id = ANY($1)) AS paid`,
      [tripIds],
    );
    const { cards, paid } = money.rows[0]!;
    return [
      {
        label: `réservations : trajets en surréservation ou sièges incohérents = ${over.rows[0]!.n} (attendu 0)`,
        ok: over.rows[0]!.n === 0,
      },
      {
        label: `grand livre : mouvements déséquilibrés = ${unbalanced.rows[0]!.n} (attendu 0)`,
        ok: unbalanced.rows[0]!.n === 0,
      },
      {
        label: `grand livre : cartes débitées ${-cards} c = paiements réussis ${paid} c`,
        ok: -cards === paid && paid > 0,
      },
    ];
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
 * Concurrent bookings (1–2 seats, success card) spread over 1,000 trips, then the
 * overbooking and ledger checks. Each request is a full booking: row lock, seat hold, sandbox
 * authorisation and capture, ledger rows, notifications and e-mails. Each payment carries its
 * own `Idempotency-Key`; an answer « still being decided » (409 `paiement_en_cours`) is asked
 * again with the same key, as the payment page does. Refusals for want of seats are expected
 * (409 `places`); anything else is an error.
 */
export const bookingScenario: BenchScenario = {
  name: 'POST /api/utilisateurs/{id}/paiements (réservations)',
  async run(context) {
    const { trips, passengers } = await prepare(context.databaseUrl);
    const csrf = await context.csrfHeaders();
    const times: number[] = [];
    const statuses = { ok: 0, refused: 0, retried: 0, errors: 0 };
    const unexpected: Record<string, number> = {};
    let sequence = 0;
    const deadline = Date.now() + context.durationSeconds * 1000;
    const started = performance.now();
    const pay = async (
      passenger: Prepared['passengers'][number],
      body: URLSearchParams,
      key: string,
    ) =>
      fetch(`${context.baseUrl}/api/utilisateurs/${passenger.id}/paiements`, {
        method: 'POST',
        headers: {
          ...csrf,
          authorization: `Bearer ${passenger.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
        },
        body,
      });
    const worker = async (lane: number) => {
      for (let turn = 0; Date.now() < deadline; turn += 1) {
        sequence += 1;
        // Each lane books for its own passengers: a passenger never pays twice at once.
        const passenger = passengers[(turn * context.connections + lane) % passengers.length]!;
        const trip = trips[Math.floor(Math.random() * trips.length)]!;
        const key = `bench-${sequence}-${Math.random().toString(36).slice(2)}`;
        const body = new URLSearchParams({
          trajet_id: String(trip.id),
          conducteur_id: String(trip.driver),
          nb_places: String(1 + (sequence % 2)),
          titulaire: 'Bench',
          numero: TEST_CARDS.success,
          mois: '12',
          annee: String(new Date().getFullYear() + 1),
          cryptogramme: '123',
        });
        const t0 = performance.now();
        try {
          for (let attempt = 0; ; attempt += 1) {
            const response = await pay(passenger, body, key);
            const answer = (await response.json()) as { errors?: { code?: string }[] };
            const code = answer.errors?.[0]?.code;
            if (response.status === 409 && code === 'paiement_en_cours' && attempt < RETRIES) {
              statuses.retried += 1;
              await new Promise((resolve) => setTimeout(resolve, 100));
              continue;
            }
            if (response.status === 200) statuses.ok += 1;
            else if (response.status === 409 && code === 'places') statuses.refused += 1;
            else {
              statuses.errors += 1;
              const label = `${response.status}${code ? ` ${code}` : ''}`;
              unexpected[label] = (unexpected[label] ?? 0) + 1;
            }
            break;
          }
        } catch {
          statuses.errors += 1;
          unexpected.réseau = (unexpected.réseau ?? 0) + 1;
        }
        times.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: context.connections }, (_, lane) => worker(lane)));
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return [
      {
        name: 'réservation + paiement (1 000 trajets)',
        requestsPerSecond: times.length / seconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        errors: statuses.errors,
        non2xx: 0,
        statuses: unexpected,
        notes: [
          `réservations : ${statuses.ok} payées, ${statuses.refused} refusées proprement (plus de places), ${statuses.retried} « en cours » redemandées avec la même clé, ${statuses.errors} erreurs ; ${(statuses.ok / seconds).toFixed(0)} réservations payées/s`,
        ],
        checks: await checks(
          context.databaseUrl,
          trips.map((t) => t.id),
        ),
      },
    ];
  },
};
