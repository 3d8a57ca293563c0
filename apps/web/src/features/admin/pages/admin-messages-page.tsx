import { formatInstant } from '@bonneroute/shared/dates';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { useContactMessages, useMarkContactHandled } from '../api/admin-api';
import styles from '../components/admin.module.css';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '../components/use-page-param';

/** Beyond docs/product: the contact form's requests, read and marked as handled. */
export default function AdminMessagesPage() {
  usePageHead('Administration — messages de contact');
  const [page, setPage] = usePageParam();
  const messages = useContactMessages(page);
  const handle = useMarkContactHandled();

  return (
    <section aria-labelledby="admin-messages-title">
      <h1 id="admin-messages-title">Messages de contact</h1>
      {handle.isError ? (
        <Notice tone="error">
          {handle.error instanceof ApiError ? handle.error.detail : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {messages.isPending ? (
        <Spinner label="Chargement des messages…" />
      ) : messages.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : messages.data.data.length === 0 ? (
        <p>Aucun message de contact pour le moment.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Messages de contact">
            {messages.data.data.map((message) => (
              <li key={message.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <strong>{message.nom}</strong>
                  <a className={styles.muted} href={`mailto:${message.email}`}>
                    {message.email}
                  </a>
                  <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message.message}</p>
                  <span className={styles.muted}>
                    Reçu le {formatInstant(message.created_at, 'longTime')}
                    {message.traite_le
                      ? ` · traité le ${formatInstant(message.traite_le, 'longTime')}`
                      : ''}
                  </span>
                </div>
                {message.traite_le ? (
                  <span className={styles.status}>Traité</span>
                ) : (
                  <Button
                    size="small"
                    disabled={handle.isPending}
                    aria-label={`Marquer le message de ${message.nom} comme traité`}
                    onClick={() => handle.mutate(message.id)}
                  >
                    Marquer comme traité
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={messages.data.meta.last_page}
            onChange={setPage}
            label="Pages des messages de contact"
          />
        </>
      )}
    </section>
  );
}
