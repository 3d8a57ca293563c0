import { Mic, Music, Navigation, Trophy } from 'lucide-react';
import cards from '../components/cards.module.css';
import styles from './en-voiture.module.css';

/** docs/product/content-and-games.md: the optional, non-binding fun passenger roles. */
const ROLES = [
  {
    name: 'Co-pilote',
    Icon: Navigation,
    text: 'Guide le conducteur, surveille les panneaux, les bouchons et les aires de repos. Il repère aussi les signes de fatigue et propose la pause avant qu’elle ne s’impose.',
  },
  {
    name: 'Journaliste',
    Icon: Mic,
    text: 'Raconte le voyage : l’histoire des villes traversées, les spécialités du coin, les anecdotes de la route. À l’arrivée, il fait le résumé du trajet.',
  },
  {
    name: 'DJ',
    Icon: Music,
    text: 'Prépare la playlist et gère le volume. Règle d’or : chacun peut demander un titre, et le conducteur a un droit de veto.',
  },
  {
    name: 'Football',
    Icon: Trophy,
    text: 'Pour les fans : il suit le match à la radio, annonce les buts et anime les débats sur le championnat… sans jamais fâcher personne.',
  },
];

export function PassengerRoles() {
  return (
    <ul className={cards.cards}>
      {ROLES.map(({ name, Icon, text }) => (
        <li key={name} className={cards.card}>
          <Icon aria-hidden="true" size={28} className={styles.cardIcon} />
          <h3>{name}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
