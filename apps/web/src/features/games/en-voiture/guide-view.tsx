import { PassengerRoles } from './passenger-roles';
import styles from './en-voiture.module.css';
import { useFeeTexts } from '@/lib/pricing';

const STEPS = [
  {
    title: 'Avant le départ',
    items: [
      'La veille, confirmez dans la discussion du trajet l’heure et le point de rendez-vous exact : un lieu public, facile d’accès, où l’on peut s’arrêter.',
      'Partagez la couleur et la plaque de la voiture ; les passagers signalent un bagage encombrant ou un animal avant, jamais sur le trottoir.',
      'Conducteur : plein fait, pression des pneus vérifiée pour une voiture chargée, et une bonne nuit de sommeil.',
    ],
  },
  {
    title: 'Pendant le trajet',
    items: [
      'Ponctualité : cinq minutes de retard se préviennent par message ; au-delà de quinze, le conducteur peut partir.',
      'Conduite souple et respect des limitations : les passagers vous ont confié leur sécurité.',
      'Une pause toutes les deux heures ; la musique, la clim et les fenêtres se décident ensemble.',
      'Le respect d’abord : pas de remarques déplacées, un refus s’accepte du premier coup. Tout passager peut demander à descendre dans un lieu sûr.',
    ],
  },
  {
    title: 'Après l’arrivée',
    items: [
      'Laissez une note : elle rassure les prochains voyageurs et récompense les bons trajets.',
      'Le conducteur reçoit sa participation sur son IBAN une fois le trajet effectué.',
      'Un souci ? Écrivez-nous avec « Nous contacter » en précisant le trajet.',
    ],
  },
];

/** Le guide: how a good carpool goes, and the passenger roles. */
export function GuideView() {
  const { fee } = useFeeTexts();
  return (
    <section aria-labelledby="guide-titre">
      <h2 id="guide-titre">Le guide du bon covoiturage</h2>
      <p className={styles.lead}>
        Un bon covoiturage tient en peu de choses : de la ponctualité, du respect et un peu de bonne
        humeur. Voici comment ça se passe, étape par étape.
      </p>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <ul>
              {step.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <h3>Si vos plans changent</h3>
      <p>
        Un passager qui annule plus de 24 heures avant le départ récupère toute sa participation
        (les {fee} de frais par place sont conservés) ; moins de 24 heures avant, la moitié. Un
        conducteur qui annule rembourse tous ses passagers en entier.
      </p>
      <h3>Les rôles passagers</h3>
      <p>Facultatifs et sans engagement, ils donnent le ton du voyage :</p>
      <PassengerRoles />
    </section>
  );
}
