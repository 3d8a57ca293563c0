import type { BenchScenario, ScenarioReport } from '../bench-context';
import { runLoad } from '../http-load';
import { landOf } from '../../apps/api/src/geo/geography';
import { loadGeography } from '../../apps/api/src/geo/load-geography';

/** A fixed pseudo-random sequence: the same requests on every run. */
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

/**
 * Autocomplete as people type: prefixes of the 400 largest towns' names (2 characters and up,
 * with and without accents, "st" for "saint"), postcodes, city-wide postcodes (75000). The 400
 * include about a hundred towns of Belgium, Switzerland and Luxembourg; their local names and
 * 4-digit postcodes are typed too.
 */
function autocompleteQueries(): string[] {
  const geography = loadGeography();
  const random = seeded(7);
  const queries = new Set<string>([
    'st etie',
    '75000',
    '13000',
    '69000',
    'chateau',
    'le ha',
    'antwerpen',
    'basel',
    'zürich',
    'biel',
    '1000',
    '1201',
  ]);
  for (const commune of geography.communes.slice(0, 400)) {
    const name =
      random() < 0.5 ? commune.nom : commune.nom.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const typed = name.replace(/^Saint-/, 'st ').toLowerCase();
    for (let length = 2; length <= Math.min(typed.length, 8); length += 1)
      queries.add(typed.slice(0, length));
    if (commune.codesPostaux[0]) queries.add(commune.codesPostaux[0]);
  }
  return [...queries];
}

export const autocompleteScenario: BenchScenario = {
  name: 'autocomplete',
  async run(context) {
    const queries = autocompleteQueries();
    // A browser sends its XSRF-TOKEN cookie: the server does not mint a new one per keystroke.
    const headers = await context.csrfHeaders();
    const result = await runLoad({
      headers,
      url: context.baseUrl,
      durationSeconds: context.durationSeconds,
      connections: context.connections,
      requestsInTurn: queries.map((q) => ({
        method: 'GET',
        path: `/api/adresses/suggestions?q=${encodeURIComponent(q)}&type=municipality&limit=7`,
      })),
    });
    const report = { name: `GET /api/adresses/suggestions (${queries.length} saisies)`, ...result };
    return [{ ...report, notes: [target(report, 5, 3000)] }];
  },
};

/**
 * Price ranges of random pairs among the 2,000 largest towns of mainland France, Belgium,
 * Switzerland and Luxembourg (most not yet cached).
 */
export const bornesScenario: BenchScenario = {
  name: 'bornes',
  async run(context) {
    // Towns joined by road: a pair across the sea has none (422).
    const towns = loadGeography()
      .communes.filter((commune) => landOf(commune) === 'metropole')
      .slice(0, 2000);
    const random = seeded(11);
    const pick = () => towns[Math.floor(random() * towns.length)]!;
    const requests = Array.from({ length: 30_000 }, () => {
      const [a, b] = [pick(), pick()];
      return {
        method: 'GET' as const,
        path: `/api/bornes/${a.code}/${b.code === a.code ? '75056' : b.code}`,
      };
    });
    const result = await runLoad({
      url: context.baseUrl,
      durationSeconds: context.durationSeconds,
      connections: context.connections,
      headers: await context.csrfHeaders(),
      requests,
    });
    const report = { name: 'GET /api/bornes/{a}/{b} (paires au hasard)', ...result };
    return [{ ...report, notes: [target(report, 10)] }];
  },
};
