import { feeTexts } from '@bonneroute/shared/pricing';

export interface NewsItem {
  tag: 'BonneRoute' | 'Mobilité' | 'Conseil';
  title: string;
  text: string;
}

const { fee, exampleContribution, examplePrice } = feeTexts();

/** Actu: short news cards about carpooling and BonneRoute, readable between two tolls. */
export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    tag: 'BonneRoute',
    title: `${fee} par place, et pas un centime de plus`,
    text: `Nos frais restent fixes, quelle que soit la distance : une participation de ${exampleContribution} s’affiche ${examplePrice}. Le conducteur reçoit sa participation entière.`,
  },
  {
    tag: 'BonneRoute',
    title: 'Offre découverte : 10 € de carburant offerts',
    text: 'Pour un premier trajet complet avec au moins deux passagers, les conducteurs reçoivent 10 € de carburant. Limité aux 900 premiers trajets et à 30 € par conducteur.',
  },
  {
    tag: 'Mobilité',
    title: 'Les voies réservées au covoiturage se multiplient',
    text: 'Repérables à leur losange blanc, ces voies sont réservées aux voitures transportant au moins deux personnes aux heures de pointe. De plus en plus d’agglomérations les testent à leurs entrées.',
  },
  {
    tag: 'Mobilité',
    title: 'Le covoiturage domicile-travail soutenu par les employeurs',
    text: 'Avec le forfait mobilités durables, un employeur peut prendre en charge une partie des frais de covoiturage de ses salariés, sans impôt ni cotisations dans la limite d’un plafond annuel.',
  },
  {
    tag: 'BonneRoute',
    title: 'Les rôles passagers arrivent dans vos voitures',
    text: 'Co-pilote, journaliste, DJ ou football : le conducteur propose des rôles, facultatifs et sans engagement, pour animer la route. Le casting se fait à la publication du trajet.',
  },
  {
    tag: 'Conseil',
    title: 'Grands départs : regardez le calendrier du trafic',
    text: 'Les samedis de fin juillet et de début août sont traditionnellement les plus chargés. Partir le vendredi soir ou tôt le matin fait souvent gagner des heures.',
  },
  {
    tag: 'BonneRoute',
    title: 'Une discussion en direct pour chaque trajet',
    text: 'Point de rendez-vous, bagages, retard de cinq minutes : passagers et conducteur échangent en direct sur la page du trajet, sans partager leur numéro.',
  },
  {
    tag: 'Conseil',
    title: 'Une pause toutes les deux heures',
    text: 'C’est la recommandation de la sécurité routière pour les longs trajets. Profitez-en pour changer de DJ ou de co-pilote.',
  },
];
