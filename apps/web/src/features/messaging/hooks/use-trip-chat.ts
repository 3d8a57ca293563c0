import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@bonneroute/shared/messaging';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import { ApiError } from '@/lib/api-client';
import { useRealtimeEvent, useRealtimeSubscribed } from '@/lib/realtime';
import { getChatMessages } from '../api/get-chat-messages';

export type ChatLoadState = 'loading' | 'ready' | 'failed';

/**
 * A trip chat's messages, kept by id: the history, then live events; each time the server
 * confirms the subscription (first time and after a reconnection) what came after the last
 * message held is fetched, so nothing is lost and nothing shows twice.
 */
export function useTripChat(tripId: number) {
  const [messages, setMessages] = useState<Map<number, ChatMessage>>(() => new Map());
  const [state, setState] = useState<ChatLoadState>('loading');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const lastId = useRef(0);

  const merge = useCallback((incoming: ChatMessage[]) => {
    if (incoming.length === 0) return;
    for (const message of incoming) lastId.current = Math.max(lastId.current, message.id);
    setMessages((current) => {
      const next = new Map(current);
      for (const message of incoming) next.set(message.id, message);
      return next;
    });
  }, []);

  const catchUp = useCallback(async () => {
    try {
      merge(await getChatMessages(tripId, lastId.current || undefined));
      setState('ready');
    } catch (error) {
      if (lastId.current === 0) {
        setFailure(error instanceof ApiError ? error : null);
        setState('failed');
      }
    }
  }, [merge, tripId]);

  useEffect(() => {
    lastId.current = 0;
    setMessages(new Map());
    setState('loading');
    void catchUp();
  }, [catchUp]);

  const channel = state === 'failed' ? null : chatChannel(tripId);
  useRealtimeSubscribed(channel, () => void catchUp());
  useRealtimeEvent(channel, CHAT_MESSAGE_EVENT, ({ data }) => merge([data]));

  const ordered = [...messages.values()].sort((a, b) => a.id - b.id);
  return { messages: ordered, state, failure, add: (message: ChatMessage) => merge([message]) };
}
