import { BADGE_CONDITION_LABELS, type Dashboard } from '@bonneroute/shared/user-space';
import styles from './dashboard.module.css';

/** spec §2 Dashboard: ROOKIE earned, then the mascot's badge FILOU with its conditions. */
export function BadgesCard({ badges }: { badges: Dashboard['badges'] }) {
  const { filou } = badges;
  return (
    <section className={styles.card} aria-labelledby="badges-title">
      <h2 id="badges-title">Mes badges</h2>
      <ul className={styles.badges}>
        <li className={badges.rookie ? styles.earned : styles.pending}>
          <strong>ROOKIE</strong>{' '}
          {badges.rookie
            ? 'obtenu : inscrit et e-mail validé'
            : 'validez votre e-mail pour l’obtenir'}
        </li>
        <li className={filou.obtenu ? styles.earned : styles.pending}>
          <strong>FILOU</strong>{' '}
          {filou.obtenu ? 'obtenu, bravo !' : 'prochain badge, le renard malin'}
          <ul className={styles.conditions}>
            {filou.conditions.map((condition) => (
              <li key={condition.code}>
                <span aria-hidden="true">{condition.fait ? '✔' : '○'}</span>{' '}
                {BADGE_CONDITION_LABELS[condition.code as keyof typeof BADGE_CONDITION_LABELS]}
                <span className="visually-hidden">{condition.fait ? ' : fait' : ' : à faire'}</span>
              </li>
            ))}
          </ul>
          <label className={styles.progressLabel}>
            Progression : {filou.progression} %
            <progress max={100} value={filou.progression} />
          </label>
        </li>
      </ul>
    </section>
  );
}
