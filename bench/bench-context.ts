/** What a benchmark scenario receives: the server under test and a way to talk to it. */
export interface BenchContext {
  baseUrl: string;
  /** The database the server uses (for scenarios that prepare data). */
  databaseUrl: string;
  durationSeconds: number;
  connections: number;
  /** `--smoke` (CI): every scenario briefly on small data; fails on errors, never on speed. */
  smoke: boolean;
  /** Requests/s of the bare node:http server measured in this run (targets are ratios of it). */
  yardstick: number;
  /** A CSRF cookie + header pair for write requests. */
  csrfHeaders(): Promise<Record<string, string>>;
}

/** A correctness check printed under the table; `--smoke` fails when one is not ok. */
export interface BenchCheck {
  label: string;
  ok: boolean;
}

export interface ScenarioReport {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Answers other than 2xx by status, to say what the errors were. */
  statuses?: Record<string, number>;
  /** Extra lines to print under the table (targets, figures). */
  notes?: string[];
  checks?: BenchCheck[];
  /** Search growth line: the number of trips this row was measured at. */
  growth?: { trips: number };
  /** Latency-only rows (chat): no req/s ratio. */
  latencyOnly?: boolean;
}

export interface BenchScenario {
  name: string;
  run(context: BenchContext): Promise<ScenarioReport[]>;
}
