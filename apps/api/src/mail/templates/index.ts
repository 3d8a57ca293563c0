export { renderMail, type MailContent, type RenderedMail } from './layout';
export { validationEmail } from './validation-email';
export { passwordResetEmail } from './password-reset';
export { newPassengerEmail } from './new-passenger';
export { bookingConfirmationEmail } from './booking-confirmation';
export { paymentDoneEmail } from './payment-done';
export { cancellationEmail } from './cancellation';
export { newsletterEmail } from './newsletter';
export type { MailTrip } from './trip-summary';
