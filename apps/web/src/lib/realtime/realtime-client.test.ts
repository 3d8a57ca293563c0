import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import { RealtimeClient } from './realtime-client';

/** A socket the test drives: it opens at once and delivers what the test makes the server say. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  /** The server refuses every connection. */
  static serverDown = false;
  readyState = 0;
  sent: unknown[] = [];
  constructor() {
    super();
    FakeSocket.last = this;
    queueMicrotask(() => {
      if (FakeSocket.serverDown) {
        this.readyState = 3;
        this.dispatchEvent(new Event('close'));
        return;
      }
      this.readyState = FakeSocket.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  receive(data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent('message', { data: text }));
  }
}

const message = {
  id: 4,
  text: 'J’arrive',
  prenom: 'Paul',
  time: '2026-12-02 08:15:00',
  avatar: null,
  utilisateur_id: 9,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RealtimeClient', () => {
  it('ignores malformed and unknown events without error and delivers the valid ones', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new RealtimeClient(() => 'ws://localhost/api/realtime');
    const received: unknown[] = [];
    const stop = client.subscribe(chatChannel(5), CHAT_MESSAGE_EVENT, ({ data }) =>
      received.push(data),
    );
    await vi.waitFor(() => expect(FakeSocket.last?.readyState).toBe(FakeSocket.OPEN));
    const socket = FakeSocket.last!;
    const chat = { type: 'event', channel: chatChannel(5), event: CHAT_MESSAGE_EVENT };

    socket.receive('{pas du json');
    socket.receive({ type: 'inconnu' });
    socket.receive({ ...chat, data: { ...message, id: 'quatre' } });
    socket.receive({ ...chat, event: 'event-inconnu', data: message });
    socket.receive({ ...chat, data: message });

    await vi.waitFor(() => expect(received).toEqual([message]));
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
    stop();
  });

  it('says the connection is interrupted after a few failed retries, and back when it opens', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('WebSocket', FakeSocket);
      FakeSocket.serverDown = true;
      const client = new RealtimeClient(() => 'ws://localhost/api/realtime');
      const seen: boolean[] = [];
      client.onInterruption((interrupted) => seen.push(interrupted));
      const stop = client.subscribe(chatChannel(5), CHAT_MESSAGE_EVENT, () => undefined);
      // First refusal and the first retries (1 s, 2 s): a blip, nothing said yet.
      await vi.advanceTimersByTimeAsync(2500);
      expect(client.isInterrupted()).toBe(false);
      await vi.advanceTimersByTimeAsync(3000);
      expect(client.isInterrupted()).toBe(true);
      FakeSocket.serverDown = false;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(client.isInterrupted()).toBe(false);
      expect(seen).toEqual([true, false]);
      stop();
    } finally {
      FakeSocket.serverDown = false;
      vi.useRealTimers();
    }
  });
});
