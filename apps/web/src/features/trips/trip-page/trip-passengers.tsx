import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { PASSENGER_ROLES, parseRoles, tripTexts, type Trip } from '@bonneroute/shared/trips';
import { Avatar } from '@/components/ui/avatar';
import { RoleIcon } from '@/components/ui/role-icon';
import styles from './trip-page.module.css';

const PhoneLink = lazy(() => import('@/components/phone-link'));

/**
 * Who rides already, how booking works on this trip, the roles offered. The trip's driver also
 * reads each confirmed passenger's phone (the server sends it to them only).
 */
export function TripPassengers({ trip }: { trip: Trip }) {
  const roles = parseRoles(trip.roles_passagers);
  return (
    <>
      <h2>Passagers</h2>
      {trip.passagers.length === 0 ? (
        <p>{tripTexts.noBooking}</p>
      ) : (
        <ul className={styles.passengers}>
          {trip.passagers.map((p) => (
            <li key={p.id}>
              <Avatar src={p.avatar} alt="" size={32} />{' '}
              <Link
                to={buildPath('profilUtilisateur', { id: p.id })}
                aria-label={`Voir le profil de ${p.prenom}`}
              >
                {p.prenom}
              </Link>
              {p.telephone ? (
                <>
                  {' · '}
                  <Suspense fallback={p.telephone}>
                    <PhoneLink e164={p.telephone} label={`Appeler ${p.prenom}`} />
                  </Suspense>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        Réservation :{' '}
        {trip.is_resa_automatique
          ? 'immédiate'
          : 'sur acceptation du conducteur (le montant est bloqué, débité s’il accepte)'}
      </p>
      {trip.is_roles_passagers ? (
        <p role="list" aria-label="Rôles proposés">
          {PASSENGER_ROLES.filter((r) => roles[r.index]).map((r) => (
            <span key={r.code} title={r.label} className={styles.role} role="listitem">
              <RoleIcon code={r.code} /> <span className="visually-hidden">{r.label}</span>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}
