/** A browser-like API client of a server in another process: CSRF cookie echoed, bearer sent. */
export async function childClient(url: string) {
  const health = await fetch(`${url}/api/health`);
  const cookie = (health.headers.getSetCookie?.() ?? [])
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('XSRF-TOKEN='));
  const csrf = decodeURIComponent(cookie?.split('=')[1] ?? '');
  return async (
    method: 'GET' | 'POST',
    route: string,
    options: { token?: string; form?: Record<string, string | number>; timeoutMs?: number } = {},
  ): Promise<{ status: number; body: any } | { status: 'connexion perdue' }> => {
    const headers: Record<string, string> = { cookie: cookie ?? '', 'x-xsrf-token': csrf };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(options.form).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
    }
    try {
      const response = await fetch(`${url}${route}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      return { status: 'connexion perdue' };
    }
  };
}
