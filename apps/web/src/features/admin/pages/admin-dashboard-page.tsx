import { formatDay, formatInstant } from '@bonneroute/shared/dates';
import { formatEuros } from '@bonneroute/shared/pricing';
import { commonTexts } from '@bonneroute/shared/texts';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useJournal, useStatistics } from '../api/admin-api';
import styles from '../components/admin.module.css';
import { SearchesChart } from '../components/searches-chart';
import { plural } from '@bonneroute/shared/french';

function Figure({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.muted}>{label}</span>
        <strong style={{ fontSize: '1.6rem' }}>{value}</strong>
        {hint ? <span className={styles.muted}>{hint}</span> : null}
      </div>
    </div>
  );
}

function RecentActions() {
  const journal = useJournal(1);
  if (journal.isPending) return <Spinner label="Chargement du journal…" />;
  if (journal.isError) return <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>;
  if (journal.data.data.length === 0) return <p>Aucune action enregistrée pour le moment.</p>;
  return (
    <ul className={styles.list}>
      {journal.data.data.slice(0, 10).map((entry) => (
        <li key={entry.id} className={styles.row}>
          <span>
            <strong>{entry.auteur}</strong> · {entry.action} · {entry.cible_type}
            {entry.cible_id ? ` n° ${entry.cible_id}` : ''}
          </span>
          <span className={styles.muted}>{formatInstant(entry.created_at, 'dateTime')}</span>
        </li>
      ))}
    </ul>
  );
}

/** docs/product/admin.md Admin: users, searches, passengers, the 28-day searches chart; bookings and fees. */
export default function AdminDashboardPage() {
  usePageHead('Administration — tableau de bord');
  const stats = useStatistics();

  return (
    <section aria-labelledby="admin-dashboard-title" className={styles.admin}>
      <h1 id="admin-dashboard-title">Tableau de bord</h1>
      {stats.isPending ? (
        <Spinner label="Chargement des statistiques…" />
      ) : stats.isError ? (
        <Notice tone="error">{commonTexts.serviceUnavailable}</Notice>
      ) : (
        <>
          <div className={styles.grid}>
            <Figure
              label="Utilisateurs"
              value={stats.data.utilisateurs.total}
              hint={`${stats.data.utilisateurs.actives} comptes validés · ${stats.data.utilisateurs.nouveaux_28_jours} nouveaux en 28 jours`}
            />
            <Figure
              label="Recherches"
              value={stats.data.recherches.total}
              hint="depuis l’ouverture"
            />
            <Figure
              label="Passagers"
              value={stats.data.passagers.reservations}
              hint={`${stats.data.passagers.places} places réservées`}
            />
            <Figure
              label="Frais encaissés (28 jours)"
              value={formatEuros(
                stats.data.reservations_par_jour.reduce((sum, day) => sum + day.frais, 0),
              )}
            />
          </div>

          <section aria-labelledby="alerts-title">
            <h2 id="alerts-title">Alertes trajets</h2>
            <div className={styles.grid}>
              <Figure
                label="Alertes créées"
                value={stats.data.alertes.creees}
                hint={`${stats.data.alertes.actives} actives aujourd’hui`}
              />
              <Figure
                label="Alertes ayant trouvé un trajet"
                value={stats.data.alertes.trouvees}
                hint={`${stats.data.alertes.notifications} trajets annoncés en tout`}
              />
              <Figure
                label="Alertes converties en réservation"
                value={stats.data.alertes.converties}
                hint="le titulaire a réservé un trajet annoncé"
              />
            </div>
          </section>

          <section aria-labelledby="chart-title">
            <h2 id="chart-title">Recherches par jour</h2>
            {stats.data.recherches.par_jour.length === 0 ? (
              <p>Aucune recherche pour le moment.</p>
            ) : (
              <SearchesChart days={stats.data.recherches.par_jour} />
            )}
          </section>

          <section aria-labelledby="pairs-title">
            <h2 id="pairs-title">Trajets les plus recherchés</h2>
            {stats.data.recherches.top_paires.length === 0 ? (
              <p>Aucune recherche pour le moment.</p>
            ) : (
              <ol>
                {stats.data.recherches.top_paires.map((pair) => (
                  <li key={`${pair.depart}-${pair.arrivee}`}>
                    {pair.depart} → {pair.arrivee} : {plural(pair.nombre, 'recherche')}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section aria-labelledby="bookings-title">
            <h2 id="bookings-title">Réservations et frais par jour</h2>
            {stats.data.reservations_par_jour.length === 0 ? (
              <p>Aucune réservation sur les 28 derniers jours.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Jour</th>
                    <th scope="col">Réservations</th>
                    <th scope="col">Places</th>
                    <th scope="col">Frais</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.reservations_par_jour.map((day) => (
                    <tr key={day.jour}>
                      <td>{formatDay(day.jour, 'weekdayShort')}</td>
                      <td>{day.reservations}</td>
                      <td>{day.places}</td>
                      <td>{formatEuros(day.frais)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
      <section aria-labelledby="journal-title">
        <h2 id="journal-title">Dernières actions de l’équipe</h2>
        <RecentActions />
      </section>
    </section>
  );
}
