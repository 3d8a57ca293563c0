import WebSocket from 'ws';
import type { ServerMessage } from '@bonneroute/shared/realtime';

/** A socket client for tests: collects what the server sends and waits for a message. */
export async function connectSocket(port: number, token?: string) {
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}/api/realtime`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  const received: ServerMessage[] = [];
  socket.on('message', (raw) => received.push(JSON.parse(raw.toString()) as ServerMessage));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (message: ServerMessage) => boolean, tries = 300) => {
    for (let i = 0; i < tries; i += 1) {
      const found = received.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`message attendu non reçu : ${JSON.stringify(received)}`);
  };
  return {
    socket,
    received,
    waitFor,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    events: () => received.filter((m) => m.type === 'event'),
    close: () => socket.close(),
  };
}

export function portOf(server: { address(): unknown }): number {
  const address = server.address() as { port?: number } | null;
  return address?.port ?? 0;
}
