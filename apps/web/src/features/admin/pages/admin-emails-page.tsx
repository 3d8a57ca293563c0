import { usePageHead } from '@/lib/use-page-head';
import { Outbox } from '../components/outbox';
import { TestEmails } from '../components/test-emails';

/** docs/product/admin.md Admin: the e-mail page — test e-mails and the outbox. */
export default function AdminEmailsPage() {
  usePageHead('Administration — e-mails');
  return (
    <section aria-labelledby="admin-emails-title">
      <h1 id="admin-emails-title">Gestion des e-mails</h1>
      <TestEmails />
      <Outbox />
    </section>
  );
}
