export { realtime } from './realtime-client';
export { useRealtimeEvent, useRealtimeReconnect } from './use-realtime-event';
