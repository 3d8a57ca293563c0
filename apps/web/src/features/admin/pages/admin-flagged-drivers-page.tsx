import { useState } from 'react';
import { Link } from 'react-router';
import { canPerform, suspendUserBodySchema } from '@bonneroute/shared/admin';
import { formatInstant } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import { PRO_DRIVER_RULES, type FlaggedDriver } from '@bonneroute/shared/reports';
import { buildPath } from '@bonneroute/shared/routes';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useFlaggedDrivers, useSuspendDriver, useWarnDriver } from '../api/flagged-drivers';
import styles from '../components/admin.module.css';
import { ReasonDialog } from '../components/reason-dialog';
import { StatementDialog } from '../components/statement-dialog';
import { usePageParam } from '../components/use-page-param';

function DriverRow({
  driver,
  maySuspend,
  mayWarn,
  onWarn,
  onSuspend,
}: {
  driver: FlaggedDriver;
  maySuspend: boolean;
  mayWarn: boolean;
  onWarn: () => void;
  onSuspend: () => void;
}) {
  const name = `${driver.prenom} ${driver.nom}`;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <strong>
          <Link to={buildPath('profilUtilisateur', { id: driver.id })}>{name}</Link>
        </strong>
        <span className={styles.muted}>
          {driver.email} ·{' '}
          {plural(driver.nb_trajets, { one: 'trajet regardé', other: 'trajets regardés' })}
          {driver.suspendu ? ' · compte suspendu' : ''}
          {driver.dernier_avertissement
            ? ` · averti le ${formatInstant(driver.dernier_avertissement, 'longTime')}`
            : ''}
        </span>
        <ul aria-label={`Raisons pour ${name}`}>
          {driver.raisons.map((reason) => (
            <li key={reason.code}>{reason.raison}</li>
          ))}
        </ul>
      </div>
      {mayWarn ? (
        <Button size="small" variant="secondary" onClick={onWarn}>
          Avertir<span className="visually-hidden"> {name}</span>
        </Button>
      ) : null}
      {maySuspend && !driver.suspendu ? (
        <Button size="small" variant="danger" onClick={onSuspend}>
          Suspendre<span className="visually-hidden"> {name}</span>
        </Button>
      ) : null}
    </li>
  );
}

/** `/utilisateurs/admin/conducteurs-signales`: drivers whose pattern looks like a business. */
export default function AdminFlaggedDriversPage() {
  usePageHead('Administration — conducteurs signalés');
  const { user } = useCurrentUser();
  const [page, setPage] = usePageParam();
  const list = useFlaggedDrivers(page);
  const warn = useWarnDriver();
  const suspend = useSuspendDriver();
  const [warning, setWarning] = useState<FlaggedDriver | null>(null);
  const [suspending, setSuspending] = useState<FlaggedDriver | null>(null);
  const { message: success, show } = useTimedMessage(7000);
  const failure = suspend.error;

  return (
    <section aria-labelledby="admin-conducteurs-title">
      <h1 id="admin-conducteurs-title">Conducteurs signalés</h1>
      <p className={styles.muted}>
        Trajets des {PRO_DRIVER_RULES.lookbackDays} derniers jours et à venir : plus de{' '}
        {PRO_DRIVER_RULES.maxTripsPerDay} trajets un même jour, la participation au maximum autorisé
        sur tous les trajets (à partir de {PRO_DRIVER_RULES.topPriceMinTrips}), ou des frais en plus
        écrits dans les descriptions. Ce sont des indices : à vous de décider.
      </p>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {failure ? (
        <Notice tone="error">
          {failure instanceof ApiError ? failure.detail : commonTexts.genericError}
        </Notice>
      ) : null}
      {list.isPending ? (
        <Spinner label="Chargement des conducteurs signalés…" />
      ) : list.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : list.data.data.length === 0 ? (
        <p>Aucun conducteur signalé.</p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Conducteurs signalés">
            {list.data.data.map((driver) => (
              <DriverRow
                key={driver.id}
                driver={driver}
                mayWarn={canPerform(user?.role, 'moderer-signalement')}
                maySuspend={canPerform(user?.role, 'suspendre-utilisateur')}
                onWarn={() => setWarning(driver)}
                onSuspend={() => setSuspending(driver)}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            lastPage={list.data.meta.last_page}
            onChange={setPage}
            label="Pages des conducteurs signalés"
          />
        </>
      )}
      <StatementDialog
        open={Boolean(warning)}
        title={warning ? `Avertir ${warning.prenom} ${warning.nom}` : 'Avertir'}
        confirmLabel="Envoyer l’avertissement"
        pending={warn.isPending}
        error={warn.error instanceof ApiError ? warn.error.detail : null}
        onClose={() => {
          setWarning(null);
          warn.reset();
        }}
        onConfirm={({ motifs }) => {
          if (!warning) return;
          warn.mutate(
            { userId: warning.id, motifs },
            {
              onSuccess: () => {
                setWarning(null);
                show('Avertissement envoyé (notification et e-mail).');
              },
            },
          );
        }}
      />
      <ReasonDialog
        open={Boolean(suspending)}
        title={suspending ? `Suspendre ${suspending.prenom} ${suspending.nom}` : 'Suspendre'}
        schema={suspendUserBodySchema}
        inputId="suspension-conducteur"
        confirmLabel="Suspendre le compte"
        pending={suspend.isPending}
        onClose={() => setSuspending(null)}
        onConfirm={(motif) => {
          if (!suspending) return;
          suspend.mutate(
            { userId: suspending.id, motif },
            {
              onSuccess: (answer) => {
                setSuspending(null);
                show(
                  `Compte suspendu : ${plural(answer.data.trajets_annules, 'trajetAnnule')}, passagers remboursés.`,
                );
              },
            },
          );
        }}
      >
        <p>
          Ses sessions sont fermées et ses trajets à venir annulés, passagers remboursés et
          prévenus.
        </p>
      </ReasonDialog>
    </section>
  );
}
