import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestResponse<T = unknown> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: T;
  text: string;
  /** The bytes as sent (images, documents). */
  raw: Buffer;
}

export interface SendOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** How to encode `body`: JSON (default), form-urlencoded or multipart. */
  as?: 'json' | 'form' | 'multipart';
  /** Skip the CSRF header, to test that it is required. */
  withoutCsrf?: boolean;
}

/**
 * An API client as a browser would be: it keeps cookies (the XSRF-TOKEN cookie first of all),
 * echoes the CSRF token on writes, and sends the bearer token once logged in.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  token: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  withToken(token: string): this {
    this.token = token;
    return this;
  }

  get<T = any>(url: string, options: SendOptions = {}) {
    return this.send<T>('GET', url, undefined, options);
  }
  post<T = any>(url: string, body?: unknown, options: SendOptions = {}) {
    return this.send<T>('POST', url, body, options);
  }
  put<T = any>(url: string, body?: unknown, options: SendOptions = {}) {
    return this.send<T>('PUT', url, body, options);
  }
  delete<T = any>(url: string, options: SendOptions = {}) {
    return this.send<T>('DELETE', url, undefined, options);
  }

  async send<T>(
    method: Method,
    url: string,
    body: unknown,
    options: SendOptions = {},
  ): Promise<TestResponse<T>> {
    if (method !== 'GET' && !options.withoutCsrf && !this.cookies.has('XSRF-TOKEN')) {
      await this.get('/api/health');
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    }
    if (method !== 'GET' && !options.withoutCsrf)
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';

    const request: InjectOptions = { method, url, headers, query: options.query };
    if (body !== undefined) {
      const encoded = encodeBody(body, options.as ?? 'json');
      request.payload = encoded.payload;
      headers['content-type'] = encoded.contentType;
    }
    const response = await this.app.inject(request);
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    let parsed: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('json') && response.body) {
      parsed = JSON.parse(response.body);
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: parsed as T,
      text: response.body,
      raw: response.rawPayload,
    };
  }
}

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

function encodeBody(
  body: unknown,
  as: 'json' | 'form' | 'multipart',
): { payload: string | Buffer; contentType: string } {
  if (as === 'json') return { payload: JSON.stringify(body), contentType: 'application/json' };
  const entries = Object.entries(body as Record<string, unknown>);
  if (as === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of entries) form.append(key, String(value));
    return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  const boundary = `----bonneroute${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of entries) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (value && typeof value === 'object' && 'data' in value) {
      const file = value as FilePart;
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${key}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${key}"\r\n\r\n${String(value)}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
