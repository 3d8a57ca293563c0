import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender } from './sms-sender';

const received: { auth?: string; body: unknown }[] = [];
let status = 202;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({ auth: request.headers.authorization, body: JSON.parse(raw) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP SMS adapter', () => {
  const log = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

  it('posts the E.164 number and text with the token; 2xx means sent', async () => {
    const sender = createHttpSmsSender({ url, token: 'secret', log });
    for (const to of ['+33612345678', '+32470123456', '+352621123456', '+41791234567']) {
      expect(await sender.send({ to, text: 'code 123456' })).toBe(true);
      expect(received.at(-1)).toEqual({ auth: 'Bearer secret', body: { to, text: 'code 123456' } });
    }
  });

  it('answers false when the provider refuses or cannot be reached', async () => {
    status = 500;
    const sender = createHttpSmsSender({ url, log });
    expect(await sender.send({ to: '+33612345678', text: 'x' })).toBe(false);
    const unreachable = createHttpSmsSender({ url: 'http://127.0.0.1:1/sms', log });
    expect(await unreachable.send({ to: '+33612345678', text: 'x' })).toBe(false);
  });
});
