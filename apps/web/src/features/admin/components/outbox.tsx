import { formatInstant } from '@bonneroute/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminTexts } from '@bonneroute/shared/admin';
import { commonTexts } from '@bonneroute/shared/texts';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { outboxEmailQuery, useOutbox } from '../api/admin-api';
import styles from './admin.module.css';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from './use-page-param';

const STATUS_LABELS: Record<string, string> = {
  OUTBOX: 'Boîte d’envoi',
  PENDING: 'En cours d’envoi',
  SENT: 'Envoyé',
  FAILED: 'Échec',
};

function EmailPreview({ id }: { id: number }) {
  const email = useQuery(outboxEmailQuery(id));
  if (email.isPending) return <Spinner label="Chargement de l’e-mail…" />;
  if (email.isError) return <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>;
  return (
    <div className={styles.rowMain}>
      <p className={styles.muted}>
        À {email.data.recipient} · {formatInstant(email.data.created_at, 'dateTimeSeconds')}
        {email.data.last_error ? ` · dernière erreur : ${email.data.last_error}` : ''}
      </p>
      {/* The mail's own HTML, isolated: no script, no same-origin access. */}
      <iframe
        title={`Aperçu : ${email.data.subject}`}
        className={styles.preview}
        sandbox=""
        srcDoc={email.data.html}
      />
      <details>
        <summary>Version texte</summary>
        <pre className={styles.textPart}>{email.data.text}</pre>
      </details>
    </div>
  );
}

/** The embedded mail transport's outbox: every e-mail the site produced, readable. */
export function Outbox() {
  const [page, setPage] = usePageParam();
  const outbox = useOutbox(page);
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = outbox.data?.data.find((email) => email.id === openId);

  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">Boîte d’envoi</h2>
      {outbox.isPending ? (
        <Spinner label="Chargement des e-mails…" />
      ) : outbox.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : outbox.data.data.length === 0 ? (
        <p>{adminTexts.emptyOutbox}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="E-mails envoyés">
            {outbox.data.data.map((email) => (
              <li key={email.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <strong>{email.subject}</strong>
                  <span className={styles.muted}>
                    {email.recipient} · {formatInstant(email.created_at, 'dateTimeSeconds')} ·{' '}
                    {email.template}
                  </span>
                </div>
                <span className={styles.status}>{STATUS_LABELS[email.status] ?? email.status}</span>
                <button type="button" onClick={() => setOpenId(email.id)}>
                  Lire<span className="visually-hidden"> « {email.subject} »</span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={outbox.data.meta.last_page}
            onChange={setPage}
            label="Pages de la boîte d’envoi"
          />
        </>
      )}
      <Dialog
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title={opened?.subject ?? 'E-mail'}
      >
        {openId !== null ? <EmailPreview id={openId} /> : null}
      </Dialog>
    </section>
  );
}
