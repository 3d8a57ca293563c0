import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Non-2xx answers by status code (e.g. { "422": 190 }). */
  statuses: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  durationSeconds: number;
  connections: number;
  /** Several requests cycled by each connection (different paths, bodies, headers). */
  requests?: autocannon.Request[];
  /**
   * Requests taken in turn by all connections together (one shared cursor): each connection
   * sends the next one of the list, so that the connections never replay the same list side
   * by side (ten identical requests at the same instant are not a realistic mix).
   */
  requestsInTurn?: autocannon.Request[];
  headers?: Record<string, string>;
  method?: autocannon.Request['method'];
  body?: string;
  /** Called once per connection (e.g. to give each its own body). */
  setupClient?: (client: autocannon.Client) => void;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Runs autocannon and computes exact p50/p95/p99 from every response time. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.requestsInTurn) {
    const list = options.requestsInTurn;
    let cursor = 0;
    const next: autocannon.Request = {
      setupRequest: (request) => ({ ...request, ...list[cursor++ % list.length] }),
    };
    options = { ...options, requests: [next], requestsInTurn: undefined };
  }
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        duration: options.durationSeconds,
        connections: options.connections,
        // autocannon treats an explicit undefined as a value: pass only what is set.
        ...(options.requests ? { requests: options.requests } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.method ? { method: options.method } : {}),
        ...(options.body !== undefined ? { body: options.body } : {}),
        ...(options.setupClient ? { setupClient: options.setupClient } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status < 200 || status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / options.durationSeconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}
