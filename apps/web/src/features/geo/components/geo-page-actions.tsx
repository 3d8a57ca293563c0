import { Car, Search, UserPlus } from 'lucide-react';
import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth';
import styles from './geo-page.module.css';

/**
 * docs/product/geography-and-prices.md "Department and region pages … Both have join and propose buttons": join BonneRoute
 * (sign-up; a member is offered the search instead) and propose a trip.
 */
export function GeoPageActions() {
  const { user } = useCurrentUser();
  return (
    <div className={styles.actions}>
      {user ? (
        <ButtonLink to={buildPath('trouver')} variant="secondary">
          <Search aria-hidden="true" size={18} /> Trouver un covoiturage
        </ButtonLink>
      ) : (
        <ButtonLink to={buildPath('inscription')} variant="secondary">
          <UserPlus aria-hidden="true" size={18} /> Rejoindre BonneRoute
        </ButtonLink>
      )}
      <ButtonLink to={buildPath('proposer')} variant="accent">
        <Car aria-hidden="true" size={18} /> Proposer un trajet
      </ButtonLink>
    </div>
  );
}
