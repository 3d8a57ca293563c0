import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import {
  BADGE_CONDITION_LABELS,
  missingProfileFields,
  type Dashboard,
} from '@bonneroute/shared/user-space';
import styles from './dashboard.module.css';

/** docs/product/user-space.md Dashboard: ROOKIE earned, then the mascot's badge FILOU with its conditions. */
export function BadgesCard({
  badges,
  user,
}: {
  badges: Dashboard['badges'];
  user: Dashboard['utilisateur'];
}) {
  const { filou } = badges;
  const missing = missingProfileFields(user);
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
                {condition.code === 'profil_complet' && !condition.fait && missing.length > 0 ? (
                  <small className={styles.missing}>
                    {' '}
                    — il manque : {missing.join(', ')}.{' '}
                    <Link to={buildPath('infosUtilisateurs')}>Compléter mon profil</Link>
                  </small>
                ) : null}
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
