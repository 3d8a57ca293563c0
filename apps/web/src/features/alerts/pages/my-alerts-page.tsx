import { useState } from 'react';
import { Link } from 'react-router';
import { activeAlertsSentence, alertStatusLabels, type Alert } from '@bonneroute/shared/alerts';
import { formatDateFr } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { useDeleteAlert, useMyAlerts, useSetAlertStatus } from '../api/alerts';
import styles from '../components/alerts.module.css';
import { plural } from '@bonneroute/shared/french';

function whenText(alert: Alert): string {
  if (alert.tous_les_jours) return 'Tous les jours';
  if (alert.date_debut === alert.date_fin) return `Le ${formatDateFr(alert.date_debut!)}`;
  return `Du ${formatDateFr(alert.date_debut!)} au ${formatDateFr(alert.date_fin!)}`;
}

function hoursText(alert: Alert): string | null {
  if (alert.heure_min && alert.heure_max)
    return `départ entre ${alert.heure_min} et ${alert.heure_max}`;
  if (alert.heure_min) return `départ à partir de ${alert.heure_min}`;
  if (alert.heure_max) return `départ jusqu’à ${alert.heure_max}`;
  return null;
}

const foundText = (n: number) =>
  n === 0
    ? 'Aucun trajet trouvé pour l’instant'
    : n === 1
      ? '1 trajet trouvé'
      : `${n} trajets trouvés`;

/** `/utilisateurs/alertes`: « Mes alertes » — list, pause or resume, delete. */
export default function MyAlertsPage() {
  usePageHead('Mes alertes');
  const [page, setPage] = useState(1);
  const alerts = useMyAlerts(page);
  const setStatus = useSetAlertStatus();
  const remove = useDeleteAlert();
  const failure = setStatus.error ?? remove.error;

  return (
    <section>
      <h1>Mes alertes</h1>
      <p>
        Nous vous écrivons (et une notification s’affiche ici) dès qu’un trajet correspondant est
        publié.
      </p>
      <ButtonLink to={buildPath('alerteNouvelle')} variant="accent">
        Créer une alerte
      </ButtonLink>
      {failure ? (
        <Notice tone="error">
          {failure instanceof ApiError ? failure.detail : failure.message}
        </Notice>
      ) : null}
      {alerts.isPending ? (
        <Spinner label="Chargement de vos alertes…" />
      ) : alerts.isError ? (
        <Notice tone="error">{alerts.error.message}</Notice>
      ) : alerts.data.data.length === 0 ? (
        <Notice>
          Vous n’avez pas d’alerte. Lancez une <Link to={buildPath('trouver')}>recherche</Link> : si
          rien ne correspond, créez une alerte depuis la page des résultats.
        </Notice>
      ) : (
        <>
          <p>
            {activeAlertsSentence(alerts.data.meta.actives)} sur {alerts.data.meta.max_actives}{' '}
            possibles.
          </p>
          <ul className={styles.list}>
            {alerts.data.data.map((alert) => {
              const hours = hoursText(alert);
              const label = `${alert.ville_depart} → ${alert.ville_arrivee}`;
              return (
                <li key={alert.id} className={styles.card}>
                  <h2>{label}</h2>
                  <p className={styles.meta}>
                    {whenText(alert)}
                    {hours ? `, ${hours}` : ''} · {plural(alert.nb_places, 'place')}
                  </p>
                  <p className={styles.meta}>
                    <span
                      className={`${styles.status} ${alert.statut === 'ACTIVE' ? styles.statusActive : ''}`}
                    >
                      {alertStatusLabels[alert.statut]}
                    </span>{' '}
                    {foundText(alert.nb_trajets_trouves)}
                  </p>
                  <div className={styles.actions}>
                    {alert.statut === 'ACTIVE' ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`Mettre en pause l’alerte ${label}`}
                        onClick={() => setStatus.mutate({ id: alert.id, statut: 'PAUSEE' })}
                      >
                        Mettre en pause
                      </Button>
                    ) : null}
                    {alert.statut === 'PAUSEE' ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={`Réactiver l’alerte ${label}`}
                        onClick={() => setStatus.mutate({ id: alert.id, statut: 'ACTIVE' })}
                      >
                        Réactiver
                      </Button>
                    ) : null}
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Supprimer l’alerte ${label}`}
                      onClick={() => {
                        if (window.confirm(`Supprimer l’alerte ${label} ?`))
                          remove.mutate(alert.id);
                      }}
                    >
                      Supprimer
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {alerts.data.meta.last_page > 1 ? (
            <nav className={styles.actions} aria-label="Pages">
              <Button
                size="small"
                variant="ghost"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Page précédente
              </Button>
              <Button
                size="small"
                variant="ghost"
                disabled={page >= alerts.data.meta.last_page}
                onClick={() => setPage(page + 1)}
              >
                Page suivante
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
