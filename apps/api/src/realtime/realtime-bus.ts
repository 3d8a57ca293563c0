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

  private deliver(envelope: Envelope): void {
    for (const listener of this.listeners) listener(envelope);
  }
}
