import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { distanceOffsetLabel } from '@bonneroute/shared/geo';
import { driverShareText, feeIncludedText, formatEuros } from '@bonneroute/shared/pricing';
import { buildPath } from '@bonneroute/shared/routes';
import {
  hasDeparted,
  PASSENGER_ROLES,
  parseRoles,
  seatsLeftOnLeg,
  tripTexts,
  type Trip,
} from '@bonneroute/shared/trips';
import { Avatar } from '@/components/ui/avatar';
import { Rating } from '@/components/ui/rating';
import { PreferenceBadges } from '@/components/travel-preferences/preference-badges';
import { useQuote } from '@/lib/pricing';
import { arrivalTime, foreignCountryName, legOf } from '../trip-format';
import { MyBookings } from './my-bookings';
import styles from './trip-card.module.css';
import { formatDay, formatDuration, formatTripTime } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';
import { RoleIcon } from '@/components/ui/role-icon';

export type TripCardKind = 'SIMPLE' | 'CONDUCTEUR' | 'PASSAGER';

/** « Belgique » under Bruxelles; nothing under a French town, nor under Luxembourg's capital. */
function Country({ code, town }: { code: string; town: string }) {
  const name = foreignCountryName(code);
  return name && name !== town ? <span className={styles.country}>{name}</span> : null;
}

function Offset({ km }: { km: number | null }) {
  const label = km === null ? null : distanceOffsetLabel(km);
  return label ? <span className={styles.offset}>{label}</span> : null;
}

/**
 * docs/product/trips-and-search.md Trip card. SIMPLE in search results (the searched leg and its price); CONDUCTEUR and
 * PASSAGER in My trips with their actions (given as children).
 */
export function TripCard({
  trip,
  kind,
  children,
}: {
  trip: Trip;
  kind: TripCardKind;
  children?: ReactNode;
}) {
  const leg = legOf(trip);
  const price = useQuote(leg.contribution, 1);
  const isDriver = kind === 'CONDUCTEUR';
  // My trips: a trip that has left is greyed and says so (docs/product/trips-and-search.md My trips).
  const past = kind !== 'SIMPLE' && hasDeparted(trip);
  // The seats of the searched leg (a seat sold elsewhere on the route may be free here).
  const seats = seatsLeftOnLeg(trip);
  const roles = parseRoles(trip.roles_passagers);
  // From a search on a stage town, the trip page opens on the leg (its towns and its price).
  const detailPath = buildPath(
    'covoiturage',
    { id: trip.id },
    trip.troncon &&
      !(trip.troncon.depart === 0 && trip.troncon.arrivee === trip.villes_etapes.length + 1)
      ? { troncon: `${trip.troncon.depart}-${trip.troncon.arrivee}` }
      : {},
  );
  const wholeTrip = !trip.troncon || detailPath === buildPath('covoiturage', { id: trip.id });
  const age = trip.conducteur.age;
  const stages = trip.villes_etapes.map((stage) => stage.nom);
  return (
    <article
      className={past ? `${styles.card} ${styles.past}` : styles.card}
      aria-label={`Trajet ${leg.depart} → ${leg.arrivee}`}
    >
      <header className={styles.header}>
        <span className={styles.date}>
          {formatDay(trip.date, 'weekdayLong')}
          {past ? <span className={styles.pastBadge}>{tripTexts.pastTripBadge}</span> : null}
        </span>
        <span className={styles.priceBox}>
          <span className={styles.price}>
            {formatEuros(isDriver ? price.contribution_cents : price.public_price_cents)}
          </span>
          <small className={styles.fee}>
            {isDriver ? 'pour vous, par passager' : feeIncludedText(price)}
          </small>
        </span>
      </header>
      <div className={styles.timeline}>
        <p className={styles.stop}>
          <strong className={styles.time}>{formatTripTime(trip.heure)}</strong>
          <span>
            {leg.depart} <Offset km={trip.distance_depart} />
          </span>
          <Country code={leg.departCode} town={leg.depart} />
        </p>
        <p className={styles.duration}>
          {wholeTrip && trip.duree_secondes !== null ? (
            <>
              <span className="visually-hidden">Durée : </span>
              {formatDuration(trip.duree_secondes)}
            </>
          ) : (
            <span aria-hidden="true">→</span>
          )}
        </p>
        <p className={styles.stop}>
          <strong className={styles.time}>
            {wholeTrip && trip.duree_secondes !== null ? arrivalTime(trip) : null}
          </strong>
          <span>
            <span className="visually-hidden">vers </span>
            {leg.arrivee} <Offset km={trip.distance_arrivee} />
          </span>
          <Country code={leg.arriveeCode} town={leg.arrivee} />
        </p>
      </div>
      {stages.length > 0 ? <p className={styles.stages}>Via {stages.join(', ')}</p> : null}
      {isDriver ? <p className={styles.share}>{driverShareText(price)}</p> : null}
      <div className={styles.meta}>
        <span className={styles.driver}>
          <Avatar src={trip.conducteur.avatar} alt="" size={36} className={styles.avatar} />
          <span>
            {trip.conducteur.prenom}
            {age !== null ? `, ${age} ans` : ''}
          </span>
          <Rating note={trip.conducteur.note} count={trip.conducteur.nb_avis} />
        </span>
        {past ? null : (
          <span className={seats === 0 ? styles.full : styles.seats}>
            {seats === 0 ? 'Complet' : plural(seats, 'placeDisponible')}
          </span>
        )}
        <span>
          {trip.is_resa_automatique ? 'Réservation immédiate' : 'Sur acceptation du conducteur'}
        </span>
        {trip.is_roles_passagers ? (
          <span role="list" aria-label="Rôles proposés">
            {PASSENGER_ROLES.filter((r) => roles[r.index]).map((r) => (
              <span key={r.code} title={r.label} role="listitem">
                <RoleIcon code={r.code} />
                <span className="visually-hidden">{r.label}</span>
              </span>
            ))}
          </span>
        ) : null}
      </div>
      {kind === 'SIMPLE' ? <PreferenceBadges preferences={trip.preferences} compact /> : null}
      {kind === 'PASSAGER' ? <MyBookings trip={trip} /> : null}
      <footer className={styles.actions}>
        {kind === 'SIMPLE' && seats === 0 ? (
          <span className={styles.full} aria-disabled="true">
            Complet
          </span>
        ) : (
          <Link to={detailPath} className={styles.details}>
            Détails
          </Link>
        )}
        {children}
      </footer>
    </article>
  );
}
