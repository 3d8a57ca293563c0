import { ButtonLink } from '@/components/ui/button';
import { usePageHead } from '@/lib/use-page-head';
import styles from './about-page.module.css';
import type { FeeTexts } from '@bonneroute/shared/pricing';
import { useFeeTexts } from '@/lib/pricing';

function values({ fee, exampleContribution, examplePrice }: FeeTexts) {
  return [
    {
      title: 'Un prix transparent',
      text: `${fee} de frais fixes par place, jamais de pourcentage caché. Une participation de ${exampleContribution} s’affiche ${examplePrice}, point.`,
    },
    {
      title: 'La bonne humeur en route',
      text: 'Courtoisie, amitié et fous rires : les rôles de co-pilote, journaliste, DJ ou football rendent le trajet plus sympa.',
    },
    {
      title: 'La confiance d’abord',
      text: 'Profils vérifiés, paiement sécurisé, remboursement clair en cas d’annulation et une équipe qui répond.',
    },
    {
      title: 'Moins de voitures vides',
      text: 'Chaque place partagée, c’est moins de CO₂ et jusqu’à 100 % des frais de route économisés par le conducteur.',
    },
  ];
}

/** docs/product/content-and-games.md: the "Nous connaître" page (its heading was empty in the old site; ours tells our story). */
export default function AboutPage() {
  usePageHead('Nous connaître');
  const fee = useFeeTexts();
  return (
    <div className="container page">
      <h1>Nous connaître</h1>
      <p className={styles.lead}>
        BonneRoute est né à Nantes d’une idée simple : partager la route devrait coûter le juste
        prix. Les grandes plateformes prélèvent jusqu’à un tiers de la participation ; nous prenons
        {fee.fee} par place, toujours.
      </p>
      <p>
        Nous sommes une petite équipe de conducteurs et de passagers réguliers. Nous relions les
        villes de France, de Belgique, du Luxembourg et de Suisse, en privilégiant les longues
        distances où le covoiturage change vraiment la donne.
      </p>
      <h2>Ce qui nous guide</h2>
      <ul className={styles.values}>
        {values(fee).map((value) => (
          <li key={value.title}>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
      <ButtonLink to="/trouver-covoiturage">Trouver un covoiturage</ButtonLink>{' '}
      <ButtonLink to="/en-voiture" variant="secondary">
        Proposer un trajet
      </ButtonLink>
    </div>
  );
}
