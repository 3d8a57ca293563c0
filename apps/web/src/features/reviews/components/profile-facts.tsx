import type { PublicProfile } from '@bonneroute/shared/reviews';
import styles from './profile.module.css';
import { plural, pluralForm } from '@bonneroute/shared/french';

/** What the team checked, said in words (never the documents themselves). */
export function Verifications({ profile }: { profile: PublicProfile }) {
  const items = [
    {
      ok: profile.verifications.email,
      yes: 'Adresse e-mail vérifiée',
      no: 'Adresse e-mail non vérifiée',
    },
    { ok: profile.verifications.telephone, yes: 'Téléphone vérifié', no: 'Téléphone non vérifié' },
    {
      ok: profile.verifications.identite,
      yes: 'Pièce d’identité vérifiée',
      no: 'Pièce d’identité non vérifiée',
    },
  ];
  return (
    <section aria-labelledby="profil-verifications" className={styles.section}>
      <h2 id="profil-verifications">Vérifications</h2>
      <ul className={styles.facts}>
        {items.map((item) => (
          <li key={item.yes} className={item.ok ? styles.ok : styles.missing}>
            <span aria-hidden="true">{item.ok ? '✓' : '–'}</span> {item.ok ? item.yes : item.no}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TripCounts({ profile }: { profile: PublicProfile }) {
  const line = (n: number, role: string) =>
    n === 0 ? `Aucun trajet comme ${role}` : `${plural(n, 'trajet')} comme ${role}`;
  return (
    <section aria-labelledby="profil-trajets" className={styles.section}>
      <h2 id="profil-trajets">Trajets effectués</h2>
      <ul className={styles.facts}>
        <li>{line(profile.trajets_conducteur, 'conducteur')}</li>
        <li>{line(profile.trajets_passager, 'passager')}</li>
      </ul>
    </section>
  );
}

export function Vehicles({ profile }: { profile: PublicProfile }) {
  return (
    <section aria-labelledby="profil-vehicules" className={styles.section}>
      <h2 id="profil-vehicules">{pluralForm(profile.vehicules.length, 'vehicule')}</h2>
      {profile.vehicules.length === 0 ? (
        <p className={styles.muted}>Aucun véhicule renseigné.</p>
      ) : (
        <ul className={styles.facts}>
          {profile.vehicules.map((vehicle, index) => (
            <li key={index}>
              {vehicle.marque} {vehicle.modele} · {vehicle.couleur.toLowerCase()}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
