import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import {
  REALTIME_PATH,
  type PositionMessage,
  type RealtimeEvent,
  type ServerMessage,
} from '@bonneroute/shared/realtime';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { findSessionUser, validSessionEnds, type SessionUser } from '../auth/session.repository';
import { HttpError } from '../lib/http-error';
import { hashToken } from '../auth/session-token';
import { ChannelAccess } from './channel-access';
import { RealtimeConnection } from './realtime-connection';
import { MemoryBus, RedisBus, type RealtimeBus } from './realtime-bus';

/** `except`: members whose sockets do not get the event (a blocked member's chat messages). */
export interface PublishOptions {
  except?: number[];
}

/** Whose sessions ended: one session (logout) or every session of an account (reset, suspension). */
export type SessionsTarget = { sessionId: number } | { userId: number };

export interface Realtime {
  /** Who may listen to a family of channels (by prefix). */
  channels: ChannelAccess;
  /**
   * Sends an event to every subscriber of its channel, on every API process. Never throws. Only
   * the events of `realtimeEventSchema` are accepted: the browser parses them with that schema.
   */
  publish(event: RealtimeEvent, options?: PublishOptions): Promise<void>;
  /**
   * Sessions were closed in the database (after the commit): their sockets, on every process,
   * are closed within a second. Never throws.
   */
  sessionsEnded(target: SessionsTarget): Promise<void>;
  /**
   * Who may listen to `channel` changed (a booking cancelled, a trip cancelled; after the
   * commit): every subscriber is checked again and those refused leave it. Never throws.
   */
  accessChanged(channel: string): Promise<void>;
  /** Sockets connected to this process (benchmarks, health). */
  connectionCount(): number;
  /**
   * Which of these members have a socket open on any API process (said every 15 s, so a member
   * who left counts as present for at most 45 s more). The chat pushes to the others.
   */
  connectedAmong(userIds: number[]): Promise<Set<number>>;
  /**
   * Who handles the positions the sharer's phone sends over the socket (the trip-share feature,
   * a layer above: it registers itself here, as channel families do).
   */
  onPosition(handler: PositionHandler): void;
}

export type PositionHandler = (
  user: SessionUser,
  message: PositionMessage,
) => Promise<{ le: string }>;

declare module '../lib/app-deps' {
  interface AppDeps {
    realtime: Realtime;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const HEARTBEAT_MS = 30_000;
/**
 * Every socket's session is checked again this often, whatever the bus said: a safety net for a
 * control message lost while Redis was away (the usual paths close a socket within a second).
 */
const SESSION_SWEEP_MS = 15_000;
/** Presence across processes: said again this often, forgotten after this long unsaid. */
const PRESENCE_REFRESH_MS = 15_000;
const PRESENCE_TTL_SECONDS = 45;
/** Control messages between API processes; ':' is not allowed in a browser's channel name. */
const CONTROL_CHANNEL = 'controle:temps-reel';

type ControlMessage = ({ kind: 'sessions' } & SessionsTarget) | { kind: 'acces'; channel: string };
interface ControlEnvelope {
  channel: typeof CONTROL_CHANNEL;
  event: ControlMessage['kind'];
  data: ControlMessage;
}
/** What travels on the bus: the browsers' events and the processes' control messages. */
type BusEnvelope = (RealtimeEvent & { sauf?: number[] }) | ControlEnvelope;

/**
 * WebSockets at /api/realtime: subscribe/unsubscribe to channels that the server authorises,
 * events fanned out through the bus (Redis when REDIS_URL is set, in memory otherwise). Sockets
 * obey the session: they close when it ends and leave a channel they lost access to.
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const bus: RealtimeBus<BusEnvelope> = app.env.REDIS_URL
    ? new RedisBus<BusEnvelope>(app.env.REDIS_URL, app.log, `${app.env.REDIS_PREFIX}realtime:`)
    : new MemoryBus<BusEnvelope>();
  const access = new ChannelAccess();
  const subscribers = new Map<string, Set<RealtimeConnection>>();
  const connections = new Set<RealtimeConnection>();
  /** Counts changes of access anywhere: a subscription checked across one is checked again. */
  let accessEpoch = 0;

  /** Closes the sockets whose session is over; the others are checked again at their end. */
  async function checkSessions(targets: RealtimeConnection[]): Promise<void> {
    const withSession = targets.filter((connection) => connection.sessionId !== null);
    if (withSession.length === 0) return;
    const ids = [...new Set(withSession.map((connection) => connection.sessionId!))];
    let ends: Map<number, Date>;
    try {
      ends = await validSessionEnds(app.db, ids);
    } catch (error) {
      app.log.warn({ err: error }, 'vérification des sessions temps réel impossible');
      return;
    }
    for (const connection of withSession) {
      const end = ends.get(connection.sessionId!);
      if (end) connection.scheduleCheck(end);
      else connection.endSession();
    }
  }

  async function recheckChannel(channel: string): Promise<void> {
    accessEpoch += 1;
    const listening = [...(subscribers.get(channel) ?? [])];
    for (const connection of listening) connection.hold(channel);
    await Promise.all(
      listening.map(async (connection) => {
        let allowed = false;
        try {
          allowed = await access.canSubscribe(connection.user, channel);
        } catch (error) {
          app.log.warn({ err: error, channel }, 'vérification d’accès temps réel impossible');
        }
        connection.release(channel, allowed);
      }),
    );
  }

  function onControl(message: ControlMessage): void {
    if (message.kind === 'acces') {
      void recheckChannel(message.channel);
      return;
    }
    const concerned = [...connections].filter((connection) =>
      'sessionId' in message
        ? connection.sessionId === message.sessionId
        : connection.user?.id === message.userId,
    );
    void checkSessions(concerned);
  }

  bus.onMessage((envelope) => {
    if (envelope.channel === CONTROL_CHANNEL) {
      onControl(envelope.data);
      return;
    }
    const listeners = subscribers.get(envelope.channel);
    if (!listeners) return;
    // Serialised once for all the channel's sockets: a chat of many passengers costs one
    // stringify per message, not one per socket.
    const { sauf, ...event } = envelope;
    const message: ServerMessage = { type: 'event', ...event };
    const text = JSON.stringify(message);
    for (const connection of listeners) {
      if (sauf && connection.user && sauf.includes(connection.user.id)) continue;
      connection.deliver(envelope.channel, message, text);
    }
  });

  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const initial =
      request.user && request.sessionId !== null
        ? { user: request.user, sessionId: request.sessionId }
        : null;
    const connection = new RealtimeConnection(socket, initial, {
      access,
      resolveSession: async (token) => {
        const found = await findSessionUser(app.db, hashToken(token));
        return (
          found && { user: found.user, sessionId: found.sessionId, expiresAt: found.expiresAt }
        );
      },
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
      checkSession: (conn) => void checkSessions([conn]),
      accessEpoch: () => accessEpoch,
      onSignedIn: (userId) => void bus.markPresent([userId], PRESENCE_TTL_SECONDS),
      position: (user, message) => {
        if (!positionHandler) return Promise.reject(new HttpError(404, apiErrorTexts.notFound));
        return positionHandler(user, message);
      },
    });
    connections.add(connection);
    if (initial) void bus.markPresent([initial.user.id], PRESENCE_TTL_SECONDS);
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
  const sweep = setInterval(() => void checkSessions([...connections]), SESSION_SWEEP_MS);
  sweep.unref();
  const localUsers = () =>
    new Set([...connections].map((c) => c.userId).filter((id): id is number => id !== null));
  const presence = setInterval(
    () => void bus.markPresent([...localUsers()], PRESENCE_TTL_SECONDS),
    PRESENCE_REFRESH_MS,
  );
  presence.unref();

  const control = async (message: ControlMessage) => {
    try {
      await bus.publish({ channel: CONTROL_CHANNEL, event: message.kind, data: message });
    } catch (error) {
      app.log.warn({ err: error }, 'message de contrôle temps réel impossible');
    }
  };

  let positionHandler: PositionHandler | null = null;
  app.decorate('realtime', {
    channels: access,
    async connectedAmong(userIds: number[]) {
      const here = localUsers();
      const elsewhere = await bus.present(userIds.filter((id) => !here.has(id)));
      return new Set(userIds.filter((id) => here.has(id) || elsewhere.has(id)));
    },
    onPosition(handler: PositionHandler) {
      positionHandler = handler;
    },
    async publish(event: RealtimeEvent, options?: PublishOptions) {
      try {
        await bus.publish(options?.except?.length ? { ...event, sauf: options.except } : event);
      } catch (error) {
        app.log.warn({ err: error, channel: event.channel }, 'diffusion temps réel impossible');
      }
    },
    sessionsEnded: (target: SessionsTarget) => control({ kind: 'sessions', ...target }),
    accessChanged: (channel: string) => control({ kind: 'acces', channel }),
    connectionCount: () => connections.size,
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sweep);
    clearInterval(presence);
    for (const connection of connections) connection.close();
    await bus.close();
  });
});
