export interface QuizQuestion {
  question: string;
  choices: readonly string[];
  /** Index of the right choice. */
  answer: number;
  explanation: string;
}

/** The road-trip discovery quiz: France, Belgium, Luxembourg and Switzerland seen from the road. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    question: 'Quelle ville est surnommée la « Cité des Papes » ?',
    choices: ['Arles', 'Avignon', 'Nîmes', 'Orange'],
    answer: 1,
    explanation: 'Les papes ont résidé à Avignon au XIVe siècle ; leur palais domine le Rhône.',
  },
  {
    question: 'Dans quelle région se trouve le Mont-Saint-Michel ?',
    choices: ['Bretagne', 'Pays de la Loire', 'Normandie', 'Hauts-de-France'],
    answer: 2,
    explanation: 'Il est en Normandie, à deux pas de la frontière bretonne, au fond de sa baie.',
  },
  {
    question: 'Quel est le plus long fleuve qui coule entièrement en France ?',
    choices: ['La Seine', 'La Garonne', 'Le Rhône', 'La Loire'],
    answer: 3,
    explanation: 'La Loire parcourt environ 1 000 km du Massif central à l’Atlantique.',
  },
  {
    question: 'Quelle spécialité est un grand classique des bouchons lyonnais ?',
    choices: ['La quenelle', 'Le cassoulet', 'La bouillabaisse', 'Le kouign-amann'],
    answer: 0,
    explanation: 'La quenelle, souvent servie avec une sauce Nantua, est une star de Lyon.',
  },
  {
    question: 'Quel viaduc de l’A75, l’un des plus hauts du monde, enjambe la vallée du Tarn ?',
    choices: [
      'Le viaduc de Garabit',
      'Le viaduc de Millau',
      'Le viaduc de Morlaix',
      'Le pont de Normandie',
    ],
    answer: 1,
    explanation:
      'Le viaduc de Millau, ouvert en 2004, culmine à plus de 340 m au sommet d’un pylône.',
  },
  {
    question: 'Quelle est la plus haute dune d’Europe ?',
    choices: [
      'La dune du Pilat',
      'La dune de l’Espiguette',
      'La dune Dewulf',
      'La dune de Merlimont',
    ],
    answer: 0,
    explanation: 'La dune du Pilat, en Gironde, dépasse les 100 m face au bassin d’Arcachon.',
  },
  {
    question: 'Dans quelle ville se dresse l’Atomium ?',
    choices: ['Liège', 'Anvers', 'Bruxelles', 'Namur'],
    answer: 2,
    explanation: 'L’Atomium a été construit à Bruxelles pour l’Exposition universelle de 1958.',
  },
  {
    question: 'Avec quel pays la France partage-t-elle le lac Léman ?',
    choices: ['L’Italie', 'La Suisse', 'L’Allemagne', 'L’Autriche'],
    answer: 1,
    explanation:
      'Le Léman borde la Haute-Savoie côté français et les cantons de Genève, Vaud et du Valais.',
  },
  {
    question: 'Quelle autoroute relie Paris à Lyon ?',
    choices: ['L’A4', 'L’A10', 'L’A6', 'L’A7'],
    answer: 2,
    explanation:
      'L’A6, l’« autoroute du Soleil », relie Paris à Lyon ; l’A7 prend le relais vers Marseille.',
  },
  {
    question: 'Quelle est la capitale du Grand-Duché de Luxembourg ?',
    choices: ['Esch-sur-Alzette', 'Luxembourg', 'Differdange', 'Dudelange'],
    answer: 1,
    explanation: 'La capitale porte le nom du pays : Luxembourg, perchée sur ses remparts.',
  },
  {
    question: 'Quel fromage est une appellation d’origine normande ?',
    choices: ['Le comté', 'Le roquefort', 'Le reblochon', 'Le camembert de Normandie'],
    answer: 3,
    explanation:
      'Le camembert de Normandie est AOP ; le comté vient du Jura, le roquefort de l’Aveyron.',
  },
  {
    question: 'La route des vins d’Alsace mesure environ…',
    choices: ['30 km', '170 km', '600 km', '1 200 km'],
    answer: 1,
    explanation:
      'Environ 170 km de Marlenheim à Thann, à travers une centaine de villages viticoles.',
  },
];

/** Questions asked in one game. */
export const QUESTIONS_PER_GAME = 8;
