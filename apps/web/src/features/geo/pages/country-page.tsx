import { Link, useParams } from 'react-router';
import { findCountryBySlug, NEIGHBOUR_COUNTRIES, type Ville } from '@bonneroute/shared/geo';
import { countryHead, NOT_FOUND_HEAD } from '@bonneroute/shared/head';
import { buildPath } from '@bonneroute/shared/routes';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useCountry } from '../api/get-country';
import { Breadcrumb } from '../components/breadcrumb';
import { GeoPageActions } from '../components/geo-page-actions';
import { PlaceNotFound } from '../components/place-not-found';
import { TownSwitcher } from '../components/town-switcher';
import styles from '../components/geo-page.module.css';
import { useFeeTexts } from '@/lib/pricing';

const population = new Intl.NumberFormat('fr-FR');

function TownLinks({ towns, withPopulation }: { towns: Ville[]; withPopulation?: boolean }) {
  return (
    <ul className={styles.links}>
      {towns.map((town) => (
        <li key={town.id}>
          <Link to={buildPath('ville', { nom_ville: town.slug })}>
            Covoiturage {town.nom_commune_complet}
          </Link>
          {withPopulation ? (
            <span className={styles.population}>
              {population.format(town.population)} habitants
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/covoiturage-pays/{belgique,suisse,luxembourg}`: a neighbour country's main towns and those
 * of each province or canton, like the region and department pages
 * (docs/decisions/024-neighbour-countries.md).
 */
export default function CountryPage() {
  const { nom_pays = '' } = useParams();
  const country = findCountryBySlug(nom_pays);
  const known = country && country.code !== 'FR' ? country : undefined;
  const page = useCountry(known?.slug ?? nom_pays);
  const { fee } = useFeeTexts();
  usePageHead((origin) =>
    known && page.data
      ? countryHead(
          known,
          page.data.villes.map((town) => town.nom_commune_complet),
          origin,
        )
      : NOT_FOUND_HEAD,
  );
  if (!known || page.isError) return <PlaceNotFound title="Ce pays n’est pas desservi" />;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb items={[{ label: known.nom }]} />
      <header className={styles.header}>
        <h1>Covoiturage {known.inCountry}</h1>
        <p className={styles.lead}>
          Trajets en covoiturage {known.inCountry} et vers la France : choisissez une ville pour
          voir les prochains trajets et les prix conseillés, calculés comme en France selon la
          distance, avec {fee} de frais par place.
        </p>
      </header>
      <GeoPageActions />
      {page.isPending ? (
        <Spinner label="Chargement des villes…" />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="villes-principales">
            <h2 id="villes-principales">Les villes principales</h2>
            <TownLinks towns={page.data.villes} withPopulation />
          </section>
          <TownSwitcher label="Chercher une autre ville" />
          <section className={styles.section} aria-labelledby="zones">
            <h2 id="zones">
              Les {page.data.zones_nom} ({page.data.nb_villes.toLocaleString('fr-FR')} communes)
            </h2>
            {page.data.zones.map((zone) => (
              <section key={zone.code} aria-labelledby={`zone-${zone.code}`}>
                <h3 id={`zone-${zone.code}`}>{zone.nom}</h3>
                <TownLinks towns={zone.villes} />
              </section>
            ))}
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby="autres-pays">
        <h2 id="autres-pays">Les autres pays</h2>
        <ul className={styles.links}>
          {NEIGHBOUR_COUNTRIES.filter((other) => other.code !== known.code).map((other) => (
            <li key={other.code}>
              <Link to={buildPath('pays', { nom_pays: other.slug })}>
                Covoiturage {other.inCountry}
              </Link>
            </li>
          ))}
          <li>
            <Link to={buildPath('welcome')}>Covoiturage en France</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
