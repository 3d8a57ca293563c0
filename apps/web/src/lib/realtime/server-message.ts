import {
  realtimeEventSchema,
  serverMessageSchema,
  type ServerMessage,
} from '@bonneroute/shared/realtime';

/**
 * Reads one message of the socket with the shared schemas. Anything the page does not know (not
 * JSON, an unknown event, an event whose data is not what its schema says) gives null: it is
 * ignored, and told in development so that a server change that broke the contract shows.
 * Loaded with the first socket, so zod stays out of the start-up code.
 */
export function readServerMessage(raw: unknown): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return ignored('message illisible', raw);
  }
  const message = serverMessageSchema.safeParse(json);
  if (!message.success) return ignored('message inconnu', json);
  if (message.data.type !== 'event') return message.data;
  const { channel, event, data } = message.data;
  const parsed = realtimeEventSchema.safeParse({ channel, event, data });
  if (!parsed.success) return ignored('événement inconnu ou mal formé', json);
  return { type: 'event', ...parsed.data };
}

function ignored(reason: string, received: unknown): null {
  if (import.meta.env.DEV) console.warn(`Temps réel : ${reason}, ignoré.`, received);
  return null;
}
