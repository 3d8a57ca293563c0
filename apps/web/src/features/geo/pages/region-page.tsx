import { Link, useParams } from 'react-router';
import { departementsOfRegion, findRegionBySlug, REGIONS } from '@bonneroute/shared/geo';
import { NOT_FOUND_HEAD, regionHead } from '@bonneroute/shared/head';
import { buildPath } from '@bonneroute/shared/routes';
import { usePageHead } from '@/lib/use-page-head';
import { Breadcrumb } from '../components/breadcrumb';
import { GeoPageActions } from '../components/geo-page-actions';
import { PlaceNotFound } from '../components/place-not-found';
import { TownSwitcher } from '../components/town-switcher';
import styles from '../components/geo-page.module.css';

/** `/covoiturage-region/{nom_region}`: the region's departments (docs/product/geography-and-prices.md). */
export default function RegionPage() {
  const { nom_region = '' } = useParams();
  const region = findRegionBySlug(nom_region);
  usePageHead((origin) =>
    region
      ? regionHead(
          region,
          departementsOfRegion(region.code).map((d) => d.dep_name),
          origin,
        )
      : NOT_FOUND_HEAD,
  );
  if (!region) return <PlaceNotFound title="Cette région n’existe pas" />;
  const departements = departementsOfRegion(region.code);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb items={[{ label: region.nom }]} />
      <header className={styles.header}>
        <h1>Covoiturage {region.nom}</h1>
        <p className={styles.lead}>
          Trajets en covoiturage au départ et à destination de la région {region.nom} : choisissez
          un département pour voir ses villes, les prochains trajets et les prix conseillés.
        </p>
      </header>
      <section className={styles.section} aria-labelledby="departements">
        <h2 id="departements">Les départements</h2>
        <ul className={styles.links}>
          {departements.map((departement) => (
            <li key={departement.num_dep}>
              <Link to={buildPath('departement', { code_departement: departement.num_dep })}>
                Covoiturage {departement.dep_name} ({departement.num_dep})
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <GeoPageActions />
      <TownSwitcher label="Chercher une ville" />
      <section className={styles.section} aria-labelledby="autres-regions">
        <h2 id="autres-regions">Les autres régions</h2>
        <ul className={styles.links}>
          {REGIONS.filter((other) => other.code !== region.code).map((other) => (
            <li key={other.code}>
              <Link to={buildPath('region', { nom_region: other.slug })}>{other.nom}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
