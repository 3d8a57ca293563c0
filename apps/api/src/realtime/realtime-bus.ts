import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RealtimeEnvelope {
  channel: string;
  event: string;
  data: unknown;
}

type Listener = (envelope: RealtimeEnvelope) => void;

/**
 * Fan-out of real-time events to the sockets of this process. With Redis, every API process
 * publishes to Redis and delivers what Redis sends back, so a message posted on one process
 * reaches sockets on all of them.
 */
export interface RealtimeBus {
  publish(envelope: RealtimeEnvelope): Promise<void>;
  onMessage(listener: Listener): void;
  close(): Promise<void>;
}

export class MemoryBus implements RealtimeBus {
  private readonly listeners = new Set<Listener>();
  async publish(envelope: RealtimeEnvelope): Promise<void> {
    for (const listener of this.listeners) listener(envelope);
  }
  onMessage(listener: Listener): void {
    this.listeners.add(listener);
  }
  async close(): Promise<void> {
    this.listeners.clear();
  }
}

const PREFIX = 'bonneroute:realtime:';

export class RedisBus implements RealtimeBus {
  private readonly listeners = new Set<Listener>();
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
        this.deliver(JSON.parse(message) as RealtimeEnvelope);
      } catch (error) {
        this.log.warn({ err: error }, 'message redis illisible');
      }
    });
  }

  async publish(envelope: RealtimeEnvelope): Promise<void> {
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

  onMessage(listener: Listener): void {
    this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private deliver(envelope: RealtimeEnvelope): void {
    for (const listener of this.listeners) listener(envelope);
  }
}
