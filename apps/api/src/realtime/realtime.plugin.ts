import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { REALTIME_PATH, type ServerMessage } from '@bonneroute/shared/realtime';
import { findSessionUser } from '../auth/session.repository';
import { hashToken } from '../auth/session-token';
import { ChannelAccess } from './channel-access';
import { RealtimeConnection } from './realtime-connection';
import { MemoryBus, RedisBus, type RealtimeBus } from './realtime-bus';

export interface Realtime {
  /** Who may listen to a family of channels (by prefix). */
  channels: ChannelAccess;
  /** Sends an event to every subscriber of a channel, on every API process. Never throws. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** Sockets connected to this process (benchmarks, health). */
  connectionCount(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const HEARTBEAT_MS = 30_000;

/**
 * WebSockets at /api/realtime: subscribe/unsubscribe to channels that the server authorises,
 * events fanned out through the bus (Redis when REDIS_URL is set, in memory otherwise).
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const bus: RealtimeBus = app.env.REDIS_URL
    ? new RedisBus(app.env.REDIS_URL, app.log, `${app.env.REDIS_PREFIX}realtime:`)
    : new MemoryBus();
  const access = new ChannelAccess();
  const subscribers = new Map<string, Set<RealtimeConnection>>();
  const connections = new Set<RealtimeConnection>();

  bus.onMessage(({ channel, event, data }) => {
    const listeners = subscribers.get(channel);
    if (!listeners) return;
    const message: ServerMessage = { type: 'event', channel, event, data };
    const text = JSON.stringify(message);
    for (const connection of listeners) connection.sendText(text);
  });

  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const connection = new RealtimeConnection(socket, request.user, {
      access,
      resolveUser: async (token) => (await findSessionUser(app.db, hashToken(token)))?.user ?? null,
      onSubscribe: (conn, channel) => {
        const set = subscribers.get(channel) ?? new Set();
        set.add(conn);
        subscribers.set(channel, set);
      },
      onUnsubscribe: (conn, channel) => {
        const set = subscribers.get(channel);
        set?.delete(conn);
        if (set?.size === 0) subscribers.delete(channel);
      },
    });
    connections.add(connection);
    socket.on('close', () => {
      connection.dropAll();
      connections.delete(connection);
    });
  });

  // Sockets whose peer vanished without closing are dropped after a missed heartbeat.
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) connection.close();
      connection.alive = false;
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.decorate('realtime', {
    channels: access,
    async publish(channel: string, event: string, data: unknown) {
      try {
        await bus.publish({ channel, event, data });
      } catch (error) {
        app.log.warn({ err: error, channel }, 'diffusion temps réel impossible');
      }
    },
    connectionCount: () => connections.size,
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const connection of connections) connection.close();
    await bus.close();
  });
});
