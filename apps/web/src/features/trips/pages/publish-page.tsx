import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { tripQuery } from '../api/get-trip';
import { PublishWizard } from '../wizard/publish-wizard';
import { wizardFromTrip } from '../wizard/wizard-from-trip';
import type { FeeTexts } from '@bonneroute/shared/pricing';
import { useFeeTexts } from '@/lib/pricing';

/** docs/product/trips-and-search.md: what a visitor sees instead of the wizard — four benefits. */
function benefits({ fee, exampleContribution, examplePrice }: FeeTexts): string[] {
  return [
    'Jusqu’à 100 % de vos frais de route remboursés.',
    `Seulement ${fee} de frais fixes par passager : une participation de ${exampleContribution} s’affiche ${examplePrice}.`,
    'Vous choisissez vos passagers, votre prix et vos étapes.',
    'Offre découverte : 10 € de carburant offerts pour un trajet complet.',
  ];
}

function Presentation() {
  const fee = useFeeTexts();
  return (
    <>
      <p>Publiez votre trajet en quelques minutes et partagez vos frais de route.</p>
      <ul>
        {benefits(fee).map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p>
        <ButtonLink to={buildPath('inscription')}>Je m’inscris</ButtonLink>{' '}
        <ButtonLink
          to={buildPath('connexion', {}, { referer: buildPath('proposer') })}
          variant="secondary"
        >
          Je me connecte
        </ButtonLink>
      </p>
    </>
  );
}

/** `?depuis={id}`: « Republier » a past trip of the driver's, the wizard filled from it. */
function Republish({ userId }: { userId: number }) {
  const [params] = useSearchParams();
  const from = params.get('depuis');
  const trip = useQuery({ ...tripQuery(from ?? '0'), enabled: from !== null });
  if (!from) return <PublishWizard userId={userId} />;
  if (trip.isPending) return <Spinner label="Chargement du trajet…" />;
  const own = trip.data && trip.data.utilisateur_id === userId ? trip.data : undefined;
  return (
    <>
      {own ? (
        <p>
          Republier {own.ville_depart} → {own.ville_arrivee} : choisissez la nouvelle date.
        </p>
      ) : null}
      <PublishWizard userId={userId} initial={own ? wizardFromTrip(own) : undefined} />
    </>
  );
}

/** `/en-voiture` and `/utilisateurs/en-voiture` (docs/product/trips-and-search.md: Publish wizard). */
export default function PublishPage() {
  usePageHead('Proposer un trajet');
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="container page">
      <h1>Proposer un trajet</h1>
      {isLoading ? (
        <Spinner label="Chargement…" />
      ) : user ? (
        <Republish userId={user.id} />
      ) : (
        <Presentation />
      )}
    </div>
  );
}
