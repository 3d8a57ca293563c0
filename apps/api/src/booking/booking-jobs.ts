/** Task names of the booking feature (graphile-worker). */
export const BOOKING_TASKS = {
  /** A payment left half-way (tab closed during 3-D Secure…) gives its seats back. */
  releaseAbandoned: 'paiement_abandonne',
  /** A manual request without an answer within 24 h (or by departure) is released. */
  expireRequest: 'demande_expiree',
  /** One recorded processor operation (void, refund…), retried with its own key until answered. */
  operation: 'paiement_operation',
  /** Jobs queued before issue 15 (no recorded operation): kept so none is dropped. */
  providerVoid: 'paiement_liberation',
  providerRefund: 'paiement_remboursement',
  /** Cron: finishes operations a crash left half-done, then compares the books (issue 15). */
  moneyRecovery: 'argent_reprise',
  /** Cron: trips arrived some hours ago are done; drivers' earnings and bonuses follow. */
  tripsDone: 'trajets_effectues',
} as const;

/** How long seats stay held while the payer is still paying. */
export const PAYMENT_HOLD_MINUTES = 20;
export const REQUEST_ANSWER_HOURS = 24;
