import { formatInstant } from '@bonneroute/shared/dates';
import { useState } from 'react';
import { adminTexts, adminUsersQuerySchema } from '@bonneroute/shared/admin';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageHead } from '@/lib/use-page-head';
import { useAdminUsers, useSendTestEmail } from '../api/admin-api';
import styles from '../components/admin.module.css';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '../components/use-page-param';
import { useTimedMessage } from '@/lib/use-timed-message';
import { pluralForm } from '@bonneroute/shared/french';

const SUCCESS_MS = 7000;

const recipients = (count: number) =>
  `${count.toLocaleString('fr-FR')} ${pluralForm(count, 'destinataire')}`;

/**
 * The admin menu's « Gestion des newsletters » (docs/product/admin.md): who the newsletter goes
 * to (members who opted in, with an active account, a validated e-mail, not suspended), and
 * the newsletter sent to yourself as a test before any sending.
 */
export default function AdminNewslettersPage() {
  usePageHead('Administration — newsletters');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageParam();
  const audience = useAdminUsers(debounced, page, 'newsletter');
  const send = useSendTestEmail();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);

  return (
    <section aria-labelledby="admin-newsletters-title">
      <h1 id="admin-newsletters-title">Newsletters</h1>

      <h2>Tester la newsletter</h2>
      <p className={styles.muted}>Recevez la newsletter à votre adresse avant de l’envoyer.</p>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {send.isError ? (
        <Notice tone="error">
          {send.error instanceof ApiError ? send.error.detail : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      <Button
        variant="secondary"
        disabled={send.isPending}
        onClick={() =>
          send.mutate('email-newsletter', {
            onSuccess: () => showSuccess(adminTexts.emailTestSent),
          })
        }
      >
        M’envoyer la newsletter de test
      </Button>

      <h2>Destinataires</h2>
      <p className={styles.muted}>
        Membres qui ont demandé la lettre d’information, compte actif et adresse e-mail validée,
        hors comptes suspendus.
      </p>
      <label htmlFor="admin-newsletter-search">Rechercher (nom, prénom ou e-mail)</label>
      <input
        id="admin-newsletter-search"
        type="search"
        maxLength={maxLengthOf(adminUsersQuerySchema.shape.q)}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {audience.isPending ? (
        <Spinner label="Chargement des destinataires…" />
      ) : audience.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : (
        <>
          <p role="status">{recipients(audience.data.meta.total)}</p>
          {audience.data.data.length === 0 ? (
            <p>Aucun destinataire ne correspond à cette recherche.</p>
          ) : (
            <ul className={styles.list} aria-label="Destinataires de la newsletter">
              {audience.data.data.map((user) => (
                <li key={user.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <strong>
                      {user.prenom} {user.nom}
                    </strong>
                    <span className={styles.muted}>
                      {user.email} · inscrit le {formatInstant(user.created_at, 'long')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            lastPage={audience.data.meta.last_page}
            onChange={setPage}
            label="Pages des destinataires"
          />
        </>
      )}
    </section>
  );
}
