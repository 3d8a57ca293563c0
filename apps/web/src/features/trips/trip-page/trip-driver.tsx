import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import type { Trip } from '@bonneroute/shared/trips';
import { Avatar } from '@/components/ui/avatar';
import { Rating } from '@/components/ui/rating';
import { PreferenceBadges } from '@/components/travel-preferences/preference-badges';
import styles from './trip-page.module.css';

/** The driver, their real rating, how they travel on this trip and a link to their profile. */
export function TripDriver({ trip }: { trip: Trip }) {
  const age = trip.conducteur.age;
  return (
    <section className={styles.driver} aria-label="Conducteur">
      <Avatar src={trip.conducteur.avatar} alt="" size={64} />
      <div>
        <p className={styles.driverName}>
          <Link
            to={buildPath('profilUtilisateur', { id: trip.conducteur.id })}
            aria-label={`Voir le profil de ${trip.conducteur.prenom}`}
          >
            {trip.conducteur.prenom}
          </Link>
          {age !== null ? <span>, {age} ans</span> : null}
        </p>
        <Rating note={trip.conducteur.note} count={trip.conducteur.nb_avis} />
        <PreferenceBadges preferences={trip.preferences} />
      </div>
    </section>
  );
}
