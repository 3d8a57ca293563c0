import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** One message on the bus: the plugin types it (browser events and control messages). */
export interface RealtimeEnvelope {
  channel: string;
  event: string;
  data: unknown;
}

type Listener<Envelope> = (envelope: Envelope) => void;

/**
 * Fan-out of real-time events to the sockets of this process. With Redis, every API process
 * publishes to Redis and delivers what Redis sends back, so a message posted on one process
 * reaches sockets on all of them.
 */
export interface RealtimeBus<Envelope extends RealtimeEnvelope> {
  publish(envelope: Envelope): Promise<void>;
  onMessage(listener: Listener<Envelope>): void;
  close(): Promise<void>;
  /**
   * Presence across processes: these members have a socket open here, for `ttlSeconds` unless
   * said again. Without Redis there is one process, which knows its own sockets.
   */
  markPresent(userIds: number[], ttlSeconds: number): Promise<void>;
  /** Which of these members another process said are present. */
  present(userIds: number[]): Promise<Set<number>>;
}

export class MemoryBus<Envelope extends RealtimeEnvelope> implements RealtimeBus<Envelope> {
  private readonly listeners = new Set<Listener<Envelope>>();
  async publish(envelope: Envelope): Promise<void> {
    for (const listener of this.listeners) listener(envelope);
  }
  onMessage(listener: Listener<Envelope>): void {
    this.listeners.add(listener);
  }
  async close(): Promise<void> {
    this.listeners.clear();
  }
  async markPresent(): Promise<void> {}
  async present(): Promise<Set<number>> {
    return new Set();
  }
}

const PREFIX = 'bonneroute:realtime:';

export class RedisBus<Envelope extends RealtimeEnvelope> implements RealtimeBus<Envelope> {
  private readonly listeners = new Set<Listener<Envelope>>();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = PREFIX,
  ) {
    // No offline queue: while Redis is away a publish fails at once and we deliver locally
    // (the message is already stored; other processes' clients catch up over HTTP).
    this.publisher = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.log.warn({ err: error }, 'redis indisponible'));
    }
    void this.subscriber
      .psubscribe(`${this.prefix}*`)
      .catch((error: unknown) => this.log.warn({ err: error }, 'redis psubscribe'));
    this.subscriber.on('pmessage', (_pattern: string, _channel: string, message: string) => {
      try {
        // Only our API processes write under this prefix, each with a typed `publish`.
        this.deliver(JSON.parse(message) as Envelope);
      } catch (error) {
        this.log.warn({ err: error }, 'message redis illisible');
      }
    });
  }

  async publish(envelope: Envelope): Promise<void> {
    try {
      await this.publisher.publish(this.prefix + envelope.channel, JSON.stringify(envelope));
    } catch (error) {
      this.log.warn(
        { err: error, channel: envelope.channel },
        'redis indisponible : diffusion locale seulement',
      );
      this.deliver(envelope);
    }
  }

  onMessage(listener: Listener<Envelope>): void {
    this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  async markPresent(userIds: number[], ttlSeconds: number): Promise<void> {
    if (userIds.length === 0) return;
    try {
      const batch = this.publisher.multi();
      for (const id of userIds) batch.set(`${this.prefix}presence:${id}`, '1', 'EX', ttlSeconds);
      await batch.exec();
    } catch (error) {
      this.log.warn({ err: error }, 'redis indisponible : présence non partagée');
    }
  }

  async present(userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    try {
      const found = await this.publisher.mget(userIds.map((id) => `${this.prefix}presence:${id}`));
      return new Set(userIds.filter((_, i) => found[i] !== null));
    } catch {
      // Redis away: nobody elsewhere is known present, so a push may go to an open tab too.
      return new Set();
    }
  }

  private deliver(envelope: Envelope): void {
    for (const listener of this.listeners) listener(envelope);
  }
}
