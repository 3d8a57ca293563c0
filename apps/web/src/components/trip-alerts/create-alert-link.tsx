import { BellPlus } from 'lucide-react';
import { alertTexts } from '@bonneroute/shared/alerts';
import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';

/** « Créer une alerte pour ce trajet »: opens the alert form with the route (and date) filled. */
export function CreateAlertLink({
  depart,
  arrivee,
  departLabel,
  arriveeLabel,
  date,
  places,
  variant = 'secondary',
}: {
  depart?: string;
  arrivee?: string;
  departLabel?: string;
  arriveeLabel?: string;
  date?: string;
  places?: number;
  variant?: 'primary' | 'secondary' | 'accent' | 'ghost';
}) {
  return (
    <ButtonLink
      variant={variant}
      to={buildPath(
        'alerteNouvelle',
        {},
        {
          depart,
          arrivee,
          depart_nom: departLabel,
          arrivee_nom: arriveeLabel,
          date,
          places: places && places > 1 ? places : undefined,
        },
      )}
    >
      <BellPlus aria-hidden="true" size={18} /> {alertTexts.createTitle}
    </ButtonLink>
  );
}
