/** What a benchmark scenario receives: the server under test and a way to talk to it. */
export interface BenchContext {
  baseUrl: string;
  /** The database the server uses (for scenarios that prepare data). */
  databaseUrl: string;
  durationSeconds: number;
  connections: number;
  /** A CSRF cookie + header pair for write requests. */
  csrfHeaders(): Promise<Record<string, string>>;
}

export interface ScenarioReport {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Extra lines to print under the table (checks, targets). */
  notes?: string[];
}

export interface BenchScenario {
  name: string;
  run(context: BenchContext): Promise<ScenarioReport[]>;
}
