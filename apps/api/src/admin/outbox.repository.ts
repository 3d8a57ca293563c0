import { count, desc, eq } from 'drizzle-orm';
import type { AdminEmailDetail, AdminEmailSummary } from '@bonneroute/shared/admin';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { emails } from '../db/schema';
import { redactForStaff } from '../mail/mail-secrets';

const summaryColumns = {
  id: emails.id,
  recipient: emails.recipient,
  subject: emails.subject,
  template: emails.template,
  transport: emails.transport,
  status: emails.status,
  attempts: emails.attempts,
  created_at: emails.created_at,
  sent_at: emails.sent_at,
};

function summaryToWire(row: {
  created_at: Date;
  sent_at: Date | null;
  [key: string]: unknown;
}): Pick<AdminEmailSummary, 'created_at' | 'sent_at'> {
  return { created_at: row.created_at.toISOString(), sent_at: row.sent_at?.toISOString() ?? null };
}

/** Every mail the product sent or holds in its outbox, newest first. */
export async function listOutbox(
  db: DbOrTx,
  request: PageRequest,
): Promise<{ rows: AdminEmailSummary[]; total: number }> {
  const { rows, total } = await selectPage(
    request,
    db
      .select(summaryColumns)
      .from(emails)
      .orderBy(desc(emails.created_at), desc(emails.id))
      .$dynamic(),
    db.select({ total: count() }).from(emails),
  );
  return {
    rows: rows.map((row) => ({ ...row, ...summaryToWire(row) })),
    total,
  };
}

export async function findOutboxEmail(
  db: DbOrTx,
  id: number,
): Promise<AdminEmailDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      html: emails.html,
      text: emails.text,
      last_error: emails.last_error,
    })
    .from(emails)
    .where(eq(emails.id, id));
  if (!row) return undefined;
  // Staff never read a link token (the row holds markers; older rows are masked too).
  return {
    ...row,
    ...summaryToWire(row),
    html: redactForStaff(row.html),
    text: redactForStaff(row.text),
  };
}
