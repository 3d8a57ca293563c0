import pg from 'pg';
import type { BenchScenario } from '../bench-context';
import { runLoad } from '../http-load';
import { ARGON2_OPTIONS, hashPassword } from '../../apps/api/src/auth/password';

const EMAIL = 'bench.connexion@bonneroute.fr';
/** One account per connection: a login in progress counts against its account
 * (at most 5 at once), so ten connections on one account would be refused by design. */
const ACCOUNTS = 20;
const emailOf = (index: number) => (index === 0 ? EMAIL : `bench.connexion.${index}@bonneroute.fr`);
const PASSWORD = 'Bench#connexion2026';

/** Activated accounts to log in with (created or reset in the bench database). */
async function prepareAccounts(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: ACCOUNTS }, (_, index) => emailOf(index));
    await client.query(
      `INSERT INTO utilisateurs (email, prenom, nom, sexe, activated, email_valide_le, password_hash)
       SELECT unnest($1::text[]), 'Bench', 'Connexion', 'X', true, now(), $2
       ON CONFLICT (lower(email)) DO UPDATE SET password_hash = $2, activated = true`,
      [emails, hash],
    );
    await client.query('DELETE FROM auth_events WHERE email = any($1)', [emails]);
  } finally {
    await client.end();
  }
}

/** Mean time of one argon2id hash with the production parameters, on this machine. */
async function argon2Milliseconds(): Promise<number> {
  const rounds = 10;
  const started = performance.now();
  for (let index = 0; index < rounds; index += 1) await hashPassword(`mesure-${index}`);
  return (performance.now() - started) / rounds;
}

export const loginScenario: BenchScenario = {
  name: 'POST /api/login',
  async run(context) {
    await prepareAccounts(context.databaseUrl);
    let clients = 0;
    const headers = { ...(await context.csrfHeaders()), 'content-type': 'application/json' };
    const login = await runLoad({
      url: `${context.baseUrl}/api/login`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      setupClient: (client) => {
        const email = emailOf(clients++ % ACCOUNTS);
        client.setBody(JSON.stringify({ email, password: PASSWORD }));
      },
      durationSeconds: context.durationSeconds,
      connections: context.connections,
    });
    const response = await fetch(`${context.baseUrl}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const token = ((await response.json()) as { data: { attributes: { token: string } } }).data
      .attributes.token;
    const me = await runLoad({
      url: `${context.baseUrl}/api/auth/me`,
      headers: { authorization: `Bearer ${token}` },
      durationSeconds: context.durationSeconds,
      connections: context.connections,
    });
    const hashMs = await argon2Milliseconds();
    return [
      { name: 'POST /api/login (argon2id + session créée)', ...login },
      { name: 'GET /api/auth/me (session par jeton)', ...me },
      {
        name: 'argon2id seul (1 hachage, ce processus)',
        requestsPerSecond: 1000 / hashMs,
        p50: hashMs,
        p95: hashMs,
        p99: hashMs,
        errors: 0,
        non2xx: 0,
        notes: [
          `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism} (OWASP) : ${hashMs.toFixed(1)} ms par hachage sur un cœur ; le débit de connexion est borné par (cœurs ÷ ce temps).`,
        ],
      },
    ];
  },
};
