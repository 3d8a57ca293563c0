export {
  useRealtimeEvent,
  useRealtimeReconnect,
  useRealtimeSubscribed,
} from './use-realtime-event';
