import { Link } from 'react-router';
import { HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import { slugify } from '@bonneroute/shared/geo';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import { buildPath } from '@bonneroute/shared/routes';
import { ButtonLink } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './home-page.module.css';

/** Home (spec §2). The trips issue adds the banner, search box, featured trips and offers. */
export default function HomePage() {
  usePageTitle('Covoiturage longue distance pas cher');
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1>Le covoiturage longue distance au prix juste</h1>
          <p>
            2 € de frais fixes par place, jamais de commission cachée : une participation de 30 €
            s’affiche 32 €.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={buildPath('trouver')}>Trouver un covoiturage</ButtonLink>
            <ButtonLink to={buildPath('proposer')} variant="accent">
              Proposer un trajet
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className="container page" aria-labelledby="trajets-populaires">
        <h2 id="trajets-populaires">Trajets populaires</h2>
        <ul className={styles.pairs}>
          {HARDCODED_BORNES.map(({ depart, arrivee, min, max }) => (
            <li key={`${depart.code}-${arrivee.code}`}>
              <Link
                to={buildPath('villes', {
                  nom_ville_depart: slugify(depart.nom),
                  nom_ville_arrivee: slugify(arrivee.nom),
                })}
              >
                {depart.nom} → {arrivee.nom}
                <br />
                <small>
                  de {formatEurosShort(min)} à {formatEurosShort(max)} de participation
                </small>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
