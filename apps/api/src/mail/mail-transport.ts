import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

/** Where mails really go when SMTP_URL is set; null means "keep them in the outbox". */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer's defaults wait minutes for a dead server; ours give up sooner (unless set). */
const TIMEOUTS = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transporter = nodemailer.createTransport(url.toString());
  return {
    async deliver(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
