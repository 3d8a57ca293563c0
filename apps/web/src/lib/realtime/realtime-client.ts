import {
  isRealtimeEvent,
  REALTIME_PATH,
  type PositionMessage,
  type RealtimeEvent,
  type RealtimeEventName,
  type RealtimeEventOf,
  type ServerMessage,
} from '@bonneroute/shared/realtime';
import { sessionStore } from '../session-store';
import type { readServerMessage } from './server-message';

type Handler = (event: RealtimeEvent) => void;
interface Reader {
  readServerMessage: typeof readServerMessage;
}

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 15_000];

/**
 * After this many failed reconnections in a row (about 3 s), the cut is no blip: pages that
 * depend on live messages say so (docs/product/messaging.md#when-the-live-service-is-down).
 */
export const INTERRUPTED_AFTER_ATTEMPTS = 2;

/**
 * One WebSocket per tab for every live channel (chat, notifications). It authenticates with the
 * stored token, resubscribes after a reconnection and tells features that it reconnected so that
 * they catch up over HTTP on what they missed.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private waitingForNetwork = false;
  private readonly subscribedHandlers = new Map<string, Set<() => void>>();
  private attempt = 0;
  private retryTimer: number | undefined;
  private hasConnectedOnce = false;
  private lastToken: string | null = null;
  private reader: Promise<Reader> | undefined;
  private interrupted = false;
  private readonly interruptionHandlers = new Set<(interrupted: boolean) => void>();

  constructor(private readonly url: () => string) {
    sessionStore.subscribe(() => {
      const token = sessionStore.validToken();
      if (token !== this.lastToken) this.authenticate();
    });
  }

  /**
   * Listens to one event of one channel, which arrives checked by the event's schema; returns
   * the way to stop.
   */
  subscribe<Name extends RealtimeEventName>(
    channel: string,
    event: Name,
    handler: (event: RealtimeEventOf<Name>) => void,
  ): () => void {
    const key = `${channel}\u0000${event}`;
    const isNewChannel = ![...this.handlers.keys()].some((existing) =>
      existing.startsWith(`${channel}\u0000`),
    );
    const listener: Handler = (incoming) => {
      if (isRealtimeEvent(incoming, event)) handler(incoming);
    };
    const set = this.handlers.get(key) ?? new Set<Handler>();
    set.add(listener);
    this.handlers.set(key, set);
    this.ensureConnected();
    if (isNewChannel) this.send({ type: 'subscribe', channel });
    return () => {
      set.delete(listener);
      if (set.size === 0) this.handlers.delete(key);
      const stillUsed = [...this.handlers.keys()].some((existing) =>
        existing.startsWith(`${channel}\u0000`),
      );
      if (!stillUsed) this.send({ type: 'unsubscribe', channel });
      if (this.handlers.size === 0) this.disconnect();
    };
  }

  /**
   * Called each time the server confirms a subscription to `channel` (first time and after every
   * reconnection): from then on nothing is missed, so it is the moment to catch up over HTTP.
   */
  onSubscribed(channel: string, handler: () => void): () => void {
    const set = this.subscribedHandlers.get(channel) ?? new Set<() => void>();
    set.add(handler);
    this.subscribedHandlers.set(channel, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.subscribedHandlers.delete(channel);
    };
  }

  /** Whether the live connection has been down for more than a blip. */
  isInterrupted(): boolean {
    return this.interrupted;
  }

  /** Called when the connection is found interrupted, and when it is back. */
  onInterruption(handler: (interrupted: boolean) => void): () => void {
    this.interruptionHandlers.add(handler);
    return () => this.interruptionHandlers.delete(handler);
  }

  private setInterrupted(interrupted: boolean): void {
    if (interrupted === this.interrupted) return;
    this.interrupted = interrupted;
    for (const handler of this.interruptionHandlers) handler(interrupted);
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  private channels(): string[] {
    return [...new Set([...this.handlers.keys()].map((key) => key.split('\u0000')[0]!))];
  }

  private ensureConnected(): void {
    if (this.socket || this.retryTimer !== undefined || this.waitingForNetwork) return;
    // No network (a tunnel, the installed app opened offline): no socket to fail over and over,
    // the first one is opened when the network comes back.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      this.waitingForNetwork = true;
      window.addEventListener(
        'online',
        () => {
          this.waitingForNetwork = false;
          if (this.handlers.size > 0) this.ensureConnected();
        },
        { once: true },
      );
      return;
    }
    this.loadReader().catch(() => undefined);
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempt = 0;
      this.setInterrupted(false);
      this.authenticate();
      for (const channel of this.channels()) this.send({ type: 'subscribe', channel });
      if (this.hasConnectedOnce) for (const handler of this.reconnectHandlers) handler();
      this.hasConnectedOnce = true;
    });
    // Messages wait for the schemas' chunk, then are read in the order they came.
    socket.addEventListener('message', (event) => {
      void this.loadReader().then(
        ({ readServerMessage }) => this.dispatch(readServerMessage(event.data)),
        () => undefined,
      );
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.handlers.size > 0) this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    const delay = RETRY_DELAYS_MS[Math.min(this.attempt, RETRY_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    if (this.attempt > INTERRUPTED_AFTER_ATTEMPTS) this.setInterrupted(true);
    this.retryTimer = window.setTimeout(() => {
      this.retryTimer = undefined;
      this.ensureConnected();
    }, delay);
  }

  private disconnect(): void {
    this.attempt = 0;
    this.setInterrupted(false);
    window.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private authenticate(): void {
    this.lastToken = sessionStore.validToken();
    this.send({ type: 'auth', token: this.lastToken });
    // Channels refused while anonymous may now be allowed.
    for (const channel of this.channels()) this.send({ type: 'subscribe', channel });
  }

  /**
   * Sends a message on the open socket (the sharer's position, docs/product/trips-and-search.md
   * #share-my-trip); false when there is none, for the caller to use HTTP instead.
   */
  sendIfConnected(message: PositionMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** The schemas load with the first socket; a failed load is asked again by the next message. */
  private loadReader(): Promise<Reader> {
    this.reader ??= import('./server-message').catch((error: unknown) => {
      this.reader = undefined;
      throw error;
    });
    return this.reader;
  }

  private dispatch(message: ServerMessage | null): void {
    if (!message) return;
    if (message.type === 'subscribed') {
      for (const handler of this.subscribedHandlers.get(message.channel) ?? []) handler();
      return;
    }
    if (message.type !== 'event') return;
    for (const handler of this.handlers.get(`${message.channel}\u0000${message.event}`) ?? [])
      handler(message);
  }
}

export const realtime = new RealtimeClient(
  () =>
    `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${REALTIME_PATH}`,
);
