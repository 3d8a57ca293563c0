export { realtime } from './realtime-client';
export {
  useRealtimeEvent,
  useRealtimeReconnect,
  useRealtimeSubscribed,
} from './use-realtime-event';
