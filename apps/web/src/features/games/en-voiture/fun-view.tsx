import cards from '../components/cards.module.css';
import styles from './en-voiture.module.css';

/** Idées fun: screen-free games the whole car can play (the driver keeps eyes on the road). */
const IDEAS = [
  {
    title: 'Le jeu des plaques',
    text: 'Repérez les numéros de département sur les plaques et devinez la région. Le premier à trouver un 2A ou un 974 gagne le droit de choisir la prochaine chanson.',
  },
  {
    title: 'Le blind test du DJ',
    text: 'Le DJ lance dix secondes d’un morceau, les autres devinent le titre et l’artiste. Bonus pour une génération qui reconnaît les tubes de l’autre.',
  },
  {
    title: 'L’histoire à tour de rôle',
    text: 'Chacun ajoute une phrase à une histoire commune. Contrainte du tour : y glisser le nom de la prochaine ville sur les panneaux.',
  },
  {
    title: 'Ni oui ni non',
    text: 'Un joueur répond aux questions des autres sans jamais dire « oui » ni « non ». Plus difficile qu’il n’y paraît après deux heures de route.',
  },
  {
    title: 'Qui suis-je ?',
    text: 'Pensez à une personnalité ; les autres ont vingt questions fermées pour trouver. Le co-pilote compte les points.',
  },
  {
    title: 'Le petit bac de la route',
    text: 'Une lettre, cinq catégories : ville, plat, chanteur, métier, animal. On joue à l’oral, le journaliste arbitre.',
  },
];

export function FunView() {
  return (
    <section aria-labelledby="fun-titre">
      <h2 id="fun-titre">Idées fun pour la route</h2>
      <p className={styles.lead}>
        Pas besoin d’écran pour s’amuser : voici nos jeux préférés, testés entre Paris et Brest. Le
        conducteur peut répondre, mais ne regarde que la route.
      </p>
      <ul className={cards.cards}>
        {IDEAS.map((idea) => (
          <li key={idea.title} className={cards.card}>
            <h3>{idea.title}</h3>
            <p>{idea.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
