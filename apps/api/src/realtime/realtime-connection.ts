import type { WebSocket } from 'ws';
import {
  clientMessageSchema,
  type PositionMessage,
  type ServerMessage,
} from '@bonneroute/shared/realtime';
import { apiErrorTexts, commonTexts } from '@bonneroute/shared/texts';
import type { SessionUser } from '../auth/session.repository';
import { HttpError } from '../lib/http-error';
import type { ChannelAccess } from './channel-access';
import { websocketMessages } from '../observability/metrics';

const MAX_SUBSCRIPTIONS = 100;
const MESSAGES_PER_WINDOW = 40;
const WINDOW_MS = 10_000;

/** How long a closing socket may take to say goodbye before it is cut. */
const CLOSE_GRACE_MS = 1000;
/** The close code of a socket whose session ended (logout, expiry, reset, suspension). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

export interface ConnectionSession {
  user: SessionUser;
  sessionId: number;
  /** Known end of the session, when the caller has it (the plugin checks it otherwise). */
  expiresAt?: Date;
}

export interface ConnectionDeps {
  access: ChannelAccess;
  resolveSession(token: string): Promise<ConnectionSession | null>;
  onSubscribe(connection: RealtimeConnection, channel: string): void;
  onUnsubscribe(connection: RealtimeConnection, channel: string): void;
  /** Checks the session in the database now (closes the socket if it is over). */
  checkSession(connection: RealtimeConnection): void;
  /** Grows each time some access changed (a subscription check that straddles it is redone). */
  accessEpoch(): number;
  /**
   * A position for a trip-share link (the feature registers the handler, realtime.plugin.ts):
   * answers when it was kept, or throws an HttpError whose status and detail the socket sends.
   */
  position(user: SessionUser, message: PositionMessage): Promise<{ le: string }>;
  /** A member signed in on this socket (their presence is told at once). */
  onSignedIn?(userId: number): void;
}

/** One browser tab's socket: who it is, what it listens to, and a small flood guard. */
export class RealtimeConnection {
  readonly channels = new Set<string>();
  private currentUser: SessionUser | null;
  private currentSessionId: number | null;
  private expiryTimer: NodeJS.Timeout | undefined;
  /** Channels whose access is being checked again: their events wait here meanwhile. */
  private readonly held = new Map<string, ServerMessage[]>();
  private closing = false;
  private windowStart = Date.now();
  private messagesInWindow = 0;
  alive = true;
  /** Messages are handled one after the other: a subscribe must see the auth sent before it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    initial: ConnectionSession | null,
    private readonly deps: ConnectionDeps,
  ) {
    this.currentUser = initial?.user ?? null;
    this.currentSessionId = initial?.sessionId ?? null;
    socket.on('message', (raw) => {
      websocketMessages.inc({ sens: 'recu' });
      this.queue = this.queue.then(() => this.handle(raw.toString())).catch(() => undefined);
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => clearTimeout(this.expiryTimer));
    this.send({ type: 'ready', user_id: this.currentUser?.id ?? null });
    if (initial) {
      if (initial.expiresAt) this.scheduleCheck(initial.expiresAt);
      else deps.checkSession(this);
    }
  }

  get user(): SessionUser | null {
    return this.currentUser;
  }

  get sessionId(): number | null {
    return this.currentSessionId;
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  /** A message already serialised: a broadcast is serialised once for all its sockets. */
  sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
    websocketMessages.inc({ sens: 'envoye' });
  }

  /** An event of a subscribed channel: sent, or kept while the channel's access is re-checked. */
  deliver(channel: string, message: ServerMessage, text?: string): void {
    const waiting = this.held.get(channel);
    if (waiting) waiting.push(message);
    else this.sendText(text ?? JSON.stringify(message));
  }

  /** Access to `channel` is being checked again: its events wait for the answer. */
  hold(channel: string): void {
    if (!this.held.has(channel)) this.held.set(channel, []);
  }

  /** The answer: the waiting events go out, or the socket leaves the channel (403) without them. */
  release(channel: string, allowed: boolean): void {
    const waiting = this.held.get(channel) ?? [];
    this.held.delete(channel);
    if (allowed) {
      for (const message of waiting) this.send(message);
      return;
    }
    if (this.channels.delete(channel)) this.deps.onUnsubscribe(this, channel);
    this.send({ type: 'error', status: '403', channel, detail: apiErrorTexts.forbidden });
  }

  /** Checks the session again when it is due to end (it may have been extended meanwhile). */
  scheduleCheck(expiresAt: Date): void {
    clearTimeout(this.expiryTimer);
    if (!this.currentSessionId || this.closing) return;
    // setTimeout takes at most 2^31-1 ms; a session never lasts that long (12 h at most).
    const delay = Math.min(Math.max(0, expiresAt.getTime() - Date.now()) + 5, 2 ** 31 - 1);
    this.expiryTimer = setTimeout(() => this.deps.checkSession(this), delay);
    this.expiryTimer.unref();
  }

  /** The session is over: the socket is closed (the browser may reconnect anonymously). */
  endSession(): void {
    if (this.closing) return;
    this.closing = true;
    clearTimeout(this.expiryTimer);
    this.dropAll();
    this.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session terminée');
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }

  close(): void {
    clearTimeout(this.expiryTimer);
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
        const session = message.token ? await this.deps.resolveSession(message.token) : null;
        const user = session?.user ?? null;
        if (user?.id !== this.currentUser?.id) this.dropAll();
        this.currentUser = user;
        this.currentSessionId = session?.sessionId ?? null;
        clearTimeout(this.expiryTimer);
        if (session?.expiresAt) this.scheduleCheck(session.expiresAt);
        this.send({ type: 'ready', user_id: user?.id ?? null });
        if (user) this.deps.onSignedIn?.(user.id);
        return;
      }
      case 'unsubscribe':
        if (this.channels.delete(message.channel)) this.deps.onUnsubscribe(this, message.channel);
        return;
      case 'subscribe':
        await this.subscribe(message.channel);
        return;
      case 'position':
        await this.position(message);
    }
  }

  private async position(message: PositionMessage): Promise<void> {
    if (!this.currentUser) {
      this.send({ type: 'error', status: '401', detail: apiErrorTexts.unauthenticated });
      return;
    }
    try {
      const kept = await this.deps.position(this.currentUser, message);
      this.send({ type: 'position-recue', le: kept.le });
    } catch (error) {
      const known = error instanceof HttpError;
      this.send({
        type: 'error',
        status: String(known ? error.statusCode : 503),
        detail: known ? error.detail : commonTexts.serviceUnavailable,
      });
    }
  }

  private async subscribe(channel: string): Promise<void> {
    if (this.closing) return;
    if (this.channels.has(channel)) {
      this.send({ type: 'subscribed', channel });
      return;
    }
    if (this.channels.size >= MAX_SUBSCRIPTIONS || !(await this.mayListen(channel))) {
      const status = this.currentUser ? '403' : '401';
      this.send({
        type: 'error',
        status,
        channel,
        detail: this.currentUser ? apiErrorTexts.forbidden : apiErrorTexts.unauthenticated,
      });
      return;
    }
    this.channels.add(channel);
    this.deps.onSubscribe(this, channel);
    this.send({ type: 'subscribed', channel });
  }

  /** Access as it stands once no change of access happened during the check. */
  private async mayListen(channel: string): Promise<boolean> {
    for (;;) {
      const epoch = this.deps.accessEpoch();
      const allowed = await this.deps.access.canSubscribe(this.currentUser, channel);
      if (this.closing) return false;
      if (epoch === this.deps.accessEpoch()) return allowed;
    }
  }

  /** The signed-in member of this socket, if any (presence for the chat's pushes). */
  get userId(): number | null {
    return this.currentUser?.id ?? null;
  }

  dropAll(): void {
    for (const channel of this.channels) this.deps.onUnsubscribe(this, channel);
    this.channels.clear();
    this.held.clear();
  }
}
