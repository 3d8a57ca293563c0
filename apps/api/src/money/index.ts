/**
 * What the rest of the API may use of the money engine (lint keeps other folders to this file).
 * Booking decides on seats and requests and asks money to hold, capture, release or refund,
 * in its own transaction under the trip lock; admin pays drivers out. The engine's inside
 * (processor steps, operations, reconciliation, recovery) stays behind it.
 */
export { driverEscrowOfTrip, recordMovement } from './ledger.repository';
export { EXPIRE_REQUEST_TASK, WAITING_LIST_OFFER_TASK } from './money-jobs';
export { findOperationOf } from './operations.repository';
export { Outbox, people, siteUrl } from './outbox';
export {
  findPayment,
  findPaymentByBooking,
  updatePayment,
  type PaymentRow,
} from './payments.repository';
export { payDriver } from './payout.service';
export {
  noteSeatsFreed,
  seatsLeftOnLeg,
  seatsLeftFor,
  findUser,
  lockTrip,
  updateBooking,
  type BookingRow,
  type TripRow,
} from './seat-holds.repository';
export {
  planRefund,
  planVoid,
  recordCapture,
  recordRelease,
  runCapture,
} from './settlement.service';
