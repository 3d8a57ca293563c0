import type { WebSocket } from 'ws';
import { clientMessageSchema, type ServerMessage } from '@bonneroute/shared/realtime';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import type { SessionUser } from '../auth/session.repository';
import type { ChannelAccess } from './channel-access';

const MAX_SUBSCRIPTIONS = 100;
const MESSAGES_PER_WINDOW = 40;
const WINDOW_MS = 10_000;

export interface ConnectionDeps {
  access: ChannelAccess;
  resolveUser(token: string): Promise<SessionUser | null>;
  onSubscribe(connection: RealtimeConnection, channel: string): void;
  onUnsubscribe(connection: RealtimeConnection, channel: string): void;
}

/** One browser tab's socket: who it is, what it listens to, and a small flood guard. */
export class RealtimeConnection {
  readonly channels = new Set<string>();
  private user: SessionUser | null;
  private windowStart = Date.now();
  private messagesInWindow = 0;
  alive = true;
  /** Messages are handled one after the other: a subscribe must see the auth sent before it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    initialUser: SessionUser | null,
    private readonly deps: ConnectionDeps,
  ) {
    this.user = initialUser;
    socket.on('message', (raw) => {
      this.queue = this.queue.then(() => this.handle(raw.toString())).catch(() => undefined);
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    this.send({ type: 'ready', user_id: this.user?.id ?? null });
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /** A message already serialised: a broadcast is serialised once for all its sockets. */
  sendText(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  close(): void {
    this.socket.terminate();
  }

  private floodGuard(): boolean {
    const now = Date.now();
    if (now - this.windowStart > WINDOW_MS) {
      this.windowStart = now;
      this.messagesInWindow = 0;
    }
    this.messagesInWindow += 1;
    return this.messagesInWindow <= MESSAGES_PER_WINDOW;
  }

  private async handle(raw: string): Promise<void> {
    if (!this.floodGuard()) {
      this.send({ type: 'error', status: '429', detail: apiErrorTexts.rateLimited });
      return;
    }
    let parsed;
    try {
      parsed = clientMessageSchema.safeParse(JSON.parse(raw));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      this.send({ type: 'error', status: '422', detail: apiErrorTexts.invalidInput });
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'auth': {
        const user = message.token ? await this.deps.resolveUser(message.token) : null;
        if (user?.id !== this.user?.id) this.dropAll();
        this.user = user;
        this.send({ type: 'ready', user_id: user?.id ?? null });
        return;
      }
      case 'unsubscribe':
        if (this.channels.delete(message.channel)) this.deps.onUnsubscribe(this, message.channel);
        return;
      case 'subscribe':
        await this.subscribe(message.channel);
    }
  }

  private async subscribe(channel: string): Promise<void> {
    if (this.channels.has(channel)) {
      this.send({ type: 'subscribed', channel });
      return;
    }
    if (
      this.channels.size >= MAX_SUBSCRIPTIONS ||
      !(await this.deps.access.canSubscribe(this.user, channel))
    ) {
      const status = this.user ? '403' : '401';
      this.send({
        type: 'error',
        status,
        channel,
        detail: this.user ? apiErrorTexts.forbidden : apiErrorTexts.unauthenticated,
      });
      return;
    }
    this.channels.add(channel);
    this.deps.onSubscribe(this, channel);
    this.send({ type: 'subscribed', channel });
  }

  dropAll(): void {
    for (const channel of this.channels) this.deps.onUnsubscribe(this, channel);
    this.channels.clear();
  }
}
