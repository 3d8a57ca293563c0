/** Task names of the money engine (graphile-worker). */
export const MONEY_TASKS = {
  /** A payment left half-way (tab closed during 3-D Secure…) gives its seats back. */
  releaseAbandoned: 'paiement_abandonne',
  /** One recorded processor operation (void, refund…), retried with its own key until answered. */
  operation: 'paiement_operation',
  /** Jobs queued before operations were recorded: kept so none is dropped. */
  providerVoid: 'paiement_liberation',
  providerRefund: 'paiement_remboursement',
  /** Cron: finishes operations a crash left half-done, then compares the books. */
  moneyRecovery: 'argent_reprise',
} as const;

/** How long seats stay held while the payer is still paying. */
export const PAYMENT_HOLD_MINUTES = 20;

/**
 * A manual request whose hold is authorised waits this long (or until departure) for the
 * driver; settlement queues the booking task that releases it then (`expireRequest`).
 */
export const REQUEST_ANSWER_HOURS = 24;
/** The booking task settlement queues for that deadline; booking defines it. */
export const EXPIRE_REQUEST_TASK = 'demande_expiree';

/**
 * Seats came back on a trip (cancellation, refusal, expiry, released hold): the first of its
 * waiting list whose leg has room is offered them. Queued by `noteSeatsFreed`; the waiting list
 * defines it (docs/decisions/034-waiting-list-and-trip-share.md).
 */
export const WAITING_LIST_OFFER_TASK = 'liste_attente_place';
