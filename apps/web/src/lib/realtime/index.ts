export {
  useRealtimeEvent,
  useRealtimeInterrupted,
  useRealtimeReconnect,
  useRealtimeSubscribed,
} from './use-realtime-event';
