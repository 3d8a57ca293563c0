import { formatInstant } from '@bonneroute/shared/dates';
import { adminTexts } from '@bonneroute/shared/admin';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { useRegistrations, useRemindRegistration } from '../api/admin-api';
import styles from '../components/admin.module.css';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '../components/use-page-param';
import { useTimedMessage } from '@/lib/use-timed-message';
import { plural } from '@bonneroute/shared/french';

const SUCCESS_MS = 7000;

/** docs/product/admin.md Admin: accounts not validated yet, each with one "relancer" per session. */
export default function AdminRegistrationsPage() {
  usePageHead('Administration — inscriptions à relancer');
  const [page, setPage] = usePageParam();
  const registrations = useRegistrations(page);
  const remind = useRemindRegistration();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);

  return (
    <section aria-labelledby="admin-inscriptions-title">
      <h1 id="admin-inscriptions-title">Inscriptions à relancer</h1>
      <p className={styles.muted}>
        Ces personnes se sont inscrites sans valider leur adresse email. Une relance leur envoie un
        nouveau lien de validation (une seule fois par session).
      </p>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {remind.isError ? (
        <Notice tone="error">
          {remind.error instanceof ApiError ? remind.error.detail : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {registrations.isPending ? (
        <Spinner label="Chargement des inscriptions…" />
      ) : registrations.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : registrations.data.data.length === 0 ? (
        <p>{adminTexts.noPendingRegistrations}</p>
      ) : (
        <>
          <p>{plural(registrations.data.meta.total, 'inscriptionEnAttente')}</p>
          <ul className={styles.list}>
            {registrations.data.data.map((user) => {
              const reminded = user.relance_envoyee === 1;
              const busy = remind.isPending && remind.variables === user.id;
              return (
                <li key={user.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <strong>
                      {user.prenom} {user.nom}
                    </strong>
                    <span className={styles.muted}>{user.email}</span>
                    <span className={styles.muted}>
                      Inscrit le {formatInstant(user.created_at, 'longTime')}
                      {user.derniere_relance
                        ? ` · ${plural(user.nb_relances, 'relance')}, la dernière le ${formatInstant(user.derniere_relance, 'longTime')}`
                        : ' · jamais relancé'}
                    </span>
                  </div>
                  <Button
                    size="small"
                    variant={reminded ? 'secondary' : 'primary'}
                    disabled={reminded || busy}
                    aria-label={
                      reminded
                        ? `${user.prenom} ${user.nom} déjà relancé`
                        : `Relancer ${user.prenom} ${user.nom}`
                    }
                    onClick={() =>
                      remind.mutate(user.id, {
                        onSuccess: () => showSuccess(adminTexts.reminderSent),
                      })
                    }
                  >
                    {reminded ? 'Relancé' : busy ? 'Envoi…' : 'Relancer'}
                  </Button>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            lastPage={registrations.data.meta.last_page}
            onChange={setPage}
            label="Pages des inscriptions"
          />
        </>
      )}
    </section>
  );
}
