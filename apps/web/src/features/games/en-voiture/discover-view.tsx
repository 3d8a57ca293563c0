import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { PassengerRoles } from './passenger-roles';
import styles from './en-voiture.module.css';

/** Découvrir: what a BonneRoute trip can be, beyond getting from A to B. */
export function DiscoverView() {
  return (
    <section aria-labelledby="decouvrir-titre">
      <h2 id="decouvrir-titre">Bienvenue à bord</h2>
      <p className={styles.lead}>
        Sur BonneRoute, un trajet partagé, c’est plus qu’un prix divisé par quatre : c’est une
        rencontre. Cet espace vous aide, conducteur ou passager, à faire de chaque route un bon
        moment.
      </p>
      <h3>Les rôles passagers</h3>
      <p>
        À la publication, le conducteur peut proposer des rôles. Ils sont facultatifs et sans
        engagement : un passager choisit le sien, ou pas, et peut en changer en route.
      </p>
      <PassengerRoles />
      <h3>Pour passer le temps</h3>
      <ul className={styles.links}>
        <li>
          <Link to={buildPath('enVoitureUtilisateurs', {}, { info: 'pitcher' })}>
            Le jeu du pitch
          </Link>{' '}
          : 3 minutes pour défendre un thème tiré au sort.
        </li>
        <li>
          <Link to={buildPath('enVoitureUtilisateurs', {}, { info: 'fun' })}>Nos idées fun</Link> :
          des jeux sans écran pour toute la voiture.
        </li>
        <li>
          <Link to={buildPath('gaming')}>Les activités en voiture</Link> : quiz, morpion, taquin et
          actualités, et le <Link to={buildPath('sudoku')}>Sudoku</Link> pour les longues lignes
          droites.
        </li>
        <li>
          <Link to={buildPath('enVoitureUtilisateurs', {}, { info: 'guide' })}>Le guide</Link> :
          tout ce qui fait un bon covoiturage, avant, pendant et après.
        </li>
      </ul>
    </section>
  );
}
