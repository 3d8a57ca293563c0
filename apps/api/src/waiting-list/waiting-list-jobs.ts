import { WAITING_LIST_OFFER_TASK } from '../money';

/** The waiting list's tasks (graphile-worker); the offer is queued by money's `noteSeatsFreed`. */
export const WAITING_LIST_TASKS = {
  offer: WAITING_LIST_OFFER_TASK,
  /** A priority's 30 minutes are over: the holder's turn ends, the next in line is told. */
  priorityEnded: 'liste_attente_priorite_finie',
  /** Cron: lists of trips gone (departed, cancelled) close. */
  close: 'liste_attente_cloture',
} as const;
