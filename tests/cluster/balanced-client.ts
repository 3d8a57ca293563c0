import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';
import type { ServerMessage } from '@bonneroute/shared/realtime';

export interface BalancedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  raw: Buffer;
  /** The API process HAProxy chose (its `X-Served-By` header). */
  servedBy: string;
}

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A browser-like client of the balancer: its own cookies (XSRF-TOKEN), a bearer token once
 * logged in, a new connection per request (so HAProxy may pick any process each time) and a
 * source address of its own on the loopback (127.0.0.N), so that each client has its own rate
 * limit as real visitors do.
 */
export class BalancedClient {
  private readonly cookies = new Map<string, string>();
  token: string | null = null;

  constructor(
    private readonly port: number,
    readonly source = '127.0.0.1',
  ) {}

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, body: Record<string, unknown>, as: 'json' | 'multipart' | 'form' = 'json') {
    return this.send('POST', path, body, as);
  }

  async send(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    as: 'json' | 'multipart' | 'form' = 'json',
  ): Promise<BalancedResponse> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let payload: Buffer | undefined;
    if (body) {
      const encoded = encode(body, as);
      payload = encoded.payload;
      headers['content-type'] = encoded.contentType;
      headers['content-length'] = String(payload.length);
    }
    const response = await new Promise<{ status: number; headers: any; raw: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: this.port,
            method,
            path,
            headers: { ...headers, connection: 'close' },
            localAddress: this.source,
          },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                raw: Buffer.concat(parts),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      },
    );
    for (const cookie of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.status,
      headers: response.headers,
      raw: response.raw,
      body:
        type.includes('json') && response.raw.length > 0
          ? JSON.parse(response.raw.toString())
          : response.raw.toString(),
      servedBy: String(response.headers['x-served-by'] ?? ''),
    };
  }

  /** A WebSocket to /api/realtime through the balancer, authenticated with the token. */
  async socket(): Promise<BalancedSocket> {
    const socket = new WebSocket(`ws://127.0.0.1:${this.port}/api/realtime`, {
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      localAddress: this.source,
    });
    const received: ServerMessage[] = [];
    let servedBy = '';
    socket.on('upgrade', (response) => (servedBy = String(response.headers['x-served-by'] ?? '')));
    socket.on('message', (raw) => received.push(JSON.parse(raw.toString()) as ServerMessage));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return {
      servedBy,
      received,
      closed,
      send: (message: unknown) => socket.send(JSON.stringify(message)),
      close: () => socket.close(),
      async waitFor(predicate: (message: ServerMessage) => boolean, what = 'message') {
        for (let i = 0; i < 500; i += 1) {
          const found = received.find(predicate);
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`${what} attendu non reçu (${servedBy}) : ${JSON.stringify(received)}`);
      },
    };
  }
}

export interface BalancedSocket {
  servedBy: string;
  received: ServerMessage[];
  closed: Promise<void>;
  send(message: unknown): void;
  close(): void;
  waitFor(predicate: (message: ServerMessage) => boolean, what?: string): Promise<ServerMessage>;
}

function encode(body: Record<string, unknown>, as: 'json' | 'multipart' | 'form') {
  if (as === 'json')
    return { payload: Buffer.from(JSON.stringify(body)), contentType: 'application/json' };
  if (as === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value));
    return {
      payload: Buffer.from(form.toString()),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const boundary = `----bonneroute${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(body)) {
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
