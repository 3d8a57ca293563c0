import { Link, useParams } from 'react-router';
import { findDepartement, geoTexts, type Ville } from '@bonneroute/shared/geo';
import { departementFallbackHead, departementHead } from '@bonneroute/shared/head';
import { buildPath } from '@bonneroute/shared/routes';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useFeeTexts } from '@/lib/pricing';
import { useVilles } from '../api/get-villes';
import { Breadcrumb } from '../components/breadcrumb';
import { GeoPageActions } from '../components/geo-page-actions';
import { TownSwitcher } from '../components/town-switcher';
import styles from '../components/geo-page.module.css';

const MAIN_TOWNS = 24;
const population = new Intl.NumberFormat('fr-FR');

function TownLinks({ towns, withPopulation }: { towns: Ville[]; withPopulation?: boolean }) {
  return (
    <ul className={styles.links}>
      {towns.map((town) => (
        <li key={town.id}>
          <Link to={buildPath('ville', { nom_ville: town.slug })}>
            {withPopulation ? `Covoiturage ${town.nom_commune_complet}` : town.nom_commune_complet}
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

/** docs/product/geography-and-prices.md "Department lookup failure": title 'Covoiturage dans le {code}' and a generic text. */
function DepartementFallback({ code }: { code: string }) {
  const title = geoTexts.departementFallbackTitle(code);
  usePageHead(departementFallbackHead(code));
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className={styles.lead}>{geoTexts.departementFallbackText}</p>
      <GeoPageActions />
      <TownSwitcher label="Chercher une ville" />
    </div>
  );
}

/** `/covoiturage-departement/{code}`: the department's towns (docs/product/geography-and-prices.md: GET /villes). */
export default function DepartmentPage() {
  const { code_departement = '' } = useParams();
  const departement = findDepartement(code_departement);
  const villes = useVilles(code_departement);
  const towns = villes.data;
  const { fee } = useFeeTexts();
  usePageHead(
    departement && towns
      ? (origin) =>
          departementHead(
            departement,
            towns.slice(0, 3).map((town) => town.nom_commune_complet),
            origin,
          )
      : undefined,
  );
  if (!departement || villes.isError) return <DepartementFallback code={code_departement} />;
  const sorted = villes.data
    ? [...villes.data].sort((a, b) =>
        a.nom_commune_complet.localeCompare(b.nom_commune_complet, 'fr'),
      )
    : [];
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          {
            label: departement.region_name,
            to: buildPath('region', { nom_region: departement.region_slug }),
          },
          { label: departement.dep_name },
        ]}
      />
      <header className={styles.header}>
        <h1>
          Covoiturage {departement.dep_name} ({departement.num_dep})
        </h1>
        <p className={styles.lead}>
          Trouvez un trajet au départ des villes de ce département ou proposez le vôtre : la
          participation est conseillée selon la distance, avec {fee} de frais par place.
        </p>
      </header>
      <GeoPageActions />
      {villes.isPending ? (
        <Spinner label="Chargement des villes…" />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="villes-principales">
            <h2 id="villes-principales">Les villes principales</h2>
            <TownLinks towns={villes.data.slice(0, MAIN_TOWNS)} withPopulation />
          </section>
          <TownSwitcher label="Chercher une autre ville" />
          {villes.data.length > MAIN_TOWNS ? (
            <section className={styles.section} aria-labelledby="toutes-communes">
              <h2 id="toutes-communes">Toutes les communes ({villes.data.length})</h2>
              <details>
                <summary>Afficher les {villes.data.length} communes de A à Z</summary>
                <TownLinks towns={sorted} />
              </details>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
