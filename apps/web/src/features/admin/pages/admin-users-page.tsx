import { formatInstant } from '@bonneroute/shared/dates';
import { useState } from 'react';
import {
  adminUsersQuerySchema,
  canPerform,
  suspendUserBodySchema,
  type AdminUser,
} from '@bonneroute/shared/admin';
import { formatEuros } from '@bonneroute/shared/pricing';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useCurrentUser } from '@/lib/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageHead } from '@/lib/use-page-head';
import { useAdminUsers, useSuspendUser } from '../api/admin-api';
import { ReasonDialog } from '../components/reason-dialog';
import styles from '../components/admin.module.css';
import { AccountCorrectionDialog } from '../components/account-correction-dialog';
import { Pagination } from '@/components/ui/pagination';
import { usePageParam } from '../components/use-page-param';
import { useTimedMessage } from '@/lib/use-timed-message';
import { plural } from '@bonneroute/shared/french';

const SUCCESS_MS = 7000;

/**
 * Beyond docs/product: find a user, suspend (or reinstate) an account; an ADMIN
 * corrects an account through explicit, journaled actions.
 */
export default function AdminUsersPage() {
  usePageHead('Administration — utilisateurs');
  const { user: me } = useCurrentUser();
  const mayManage = canPerform(me?.role, 'suspendre-utilisateur');
  const mayCorrect = canPerform(me?.role, 'corriger-compte');
  const [correcting, setCorrecting] = useState<AdminUser | null>(null);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageParam();
  const users = useAdminUsers(debounced, page);
  const suspend = useSuspendUser();
  const { message: success, show: showSuccess } = useTimedMessage(SUCCESS_MS);
  const [target, setTarget] = useState<AdminUser | null>(null);

  return (
    <section aria-labelledby="admin-users-title">
      <h1 id="admin-users-title">Utilisateurs</h1>
      <label htmlFor="admin-users-search">Rechercher (nom, prénom ou e-mail)</label>
      <input
        id="admin-users-search"
        type="search"
        maxLength={maxLengthOf(adminUsersQuerySchema.shape.q)}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {success ? <Notice tone="success">{success}</Notice> : null}
      {suspend.isError ? (
        <Notice tone="error">
          {suspend.error instanceof ApiError
            ? suspend.error.detail
            : commonTexts.serviceUnavailable}
        </Notice>
      ) : null}
      {users.isPending ? (
        <Spinner label="Chargement des utilisateurs…" />
      ) : users.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : users.data.data.length === 0 ? (
        <p>Aucun utilisateur ne correspond à cette recherche.</p>
      ) : (
        <>
          <p>{plural(users.data.meta.total, 'utilisateur')}</p>
          <ul className={styles.list} aria-label="Utilisateurs">
            {users.data.data.map((user) => (
              <li key={user.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <strong>
                    {user.prenom} {user.nom}
                  </strong>
                  <span className={styles.muted}>
                    {user.email} · {user.role} · inscrit le {formatInstant(user.created_at, 'long')}
                    {user.activated ? '' : ' · e-mail non validé'}
                    {user.suspendu_le
                      ? ` · suspendu le ${formatInstant(user.suspendu_le, 'long')} (${user.motif_suspension ?? ''})`
                      : ''}
                  </span>
                </div>
                {mayCorrect && user.id !== me?.id ? (
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Corriger le compte de ${user.prenom} ${user.nom}`}
                    onClick={() => setCorrecting(user)}
                  >
                    Corriger
                  </Button>
                ) : null}
                {mayManage && user.id !== me?.id && user.role !== 'ADMIN' ? (
                  user.suspendu_le ? (
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={suspend.isPending}
                      onClick={() =>
                        suspend.mutate(
                          { id: user.id, motif: null },
                          { onSuccess: () => showSuccess('La suspension est levée.') },
                        )
                      }
                    >
                      Lever la suspension
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Suspendre ${user.prenom} ${user.nom}`}
                      onClick={() => {
                        setTarget(user);
                      }}
                    >
                      Suspendre
                    </Button>
                  )
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={users.data.meta.last_page}
            onChange={setPage}
            label="Pages des utilisateurs"
          />
        </>
      )}
      <AccountCorrectionDialog
        user={correcting}
        onClose={() => setCorrecting(null)}
        onDone={(message) => {
          setCorrecting(null);
          showSuccess(message);
        }}
      />
      <ReasonDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title="Suspendre ce compte ?"
        schema={suspendUserBodySchema}
        inputId="motif-suspension"
        confirmLabel="Suspendre le compte"
        pending={suspend.isPending}
        onConfirm={(motif) => {
          if (!target) return;
          suspend.mutate(
            { id: target.id, motif },
            {
              onSuccess: (answer) => {
                setTarget(null);
                showSuccess(
                  `Compte suspendu : ${plural(answer.data.trajets_annules, 'trajetAnnule')}, ${formatEuros(answer.data.rembourse)} remboursés aux passagers.`,
                );
              },
            },
          );
        }}
      >
        <p>
          La personne ne pourra plus se connecter ; ses trajets à venir sont annulés et ses
          passagers remboursés et prévenus.
        </p>
      </ReasonDialog>
    </section>
  );
}
