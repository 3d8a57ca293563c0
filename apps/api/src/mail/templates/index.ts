export { renderMail, type MailContent, type RenderedMail } from './layout';
export { validationEmail } from './validation-email';
export { passwordResetEmail } from './password-reset';
export { registrationReminderEmail } from './registration-reminder';
