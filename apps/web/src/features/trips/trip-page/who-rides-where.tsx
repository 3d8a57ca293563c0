import type { Trip } from '@bonneroute/shared/trips';
import styles from './trip-page.module.css';

const names = new Intl.ListFormat('fr', { type: 'conjunction' });

/** « Marie monte », « Marie et Paul descendent ». */
function said(people: string[], singular: string, pluralVerb: string): string {
  return `${names.format(people)} ${people.length > 1 ? pluralVerb : singular}`;
}

/**
 * Who gets in and out where, stop by stop (docs/product/trips-and-search.md Trip detail): each
 * booking holds a seat between its own stops only, so the driver knows whom to pick up where and
 * the passengers whom they ride with. First names only; shown to the driver and the passengers.
 */
export function WhoRidesWhere({ trip }: { trip: Trip }) {
  if (trip.passagers.length === 0) return null;
  const towns = [trip.ville_depart, ...trip.villes_etapes.map((s) => s.nom), trip.ville_arrivee];
  const stops = towns
    .map((town, index) => ({
      town,
      index,
      ins: trip.passagers.filter((p) => p.troncon.depart === index).map((p) => p.prenom),
      outs: trip.passagers.filter((p) => p.troncon.arrivee === index).map((p) => p.prenom),
    }))
    .filter((stop) => stop.ins.length > 0 || stop.outs.length > 0);
  return (
    <section aria-labelledby="montees-descentes">
      <h3 id="montees-descentes">Montées et descentes</h3>
      <ul className={styles.boardings} data-testid="montees-descentes">
        {stops.map((stop) => (
          <li key={stop.index}>
            <strong>{stop.town}</strong> :{' '}
            {[
              stop.outs.length > 0 ? said(stop.outs, 'descend', 'descendent') : null,
              stop.ins.length > 0 ? said(stop.ins, 'monte', 'montent') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
