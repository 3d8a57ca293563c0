import { EXPIRE_REQUEST_TASK } from '../money';

/** Task names of the booking feature (graphile-worker); the money engine's are MONEY_TASKS. */
export const BOOKING_TASKS = {
  /** A manual request without an answer within 24 h (or by departure) is released. */
  expireRequest: EXPIRE_REQUEST_TASK,
  /** Cron: trips arrived some hours ago are done; drivers' earnings and bonuses follow. */
  tripsDone: 'trajets_effectues',
} as const;
