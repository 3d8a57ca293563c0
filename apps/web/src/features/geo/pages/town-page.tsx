import { useParams } from 'react-router';
import { townHead } from '@bonneroute/shared/head';
import { buildPath } from '@bonneroute/shared/routes';
import { PriceRangeBox } from '@/components/price-range-box/price-range-box';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useCommune } from '../api/get-commune';
import { useDestinations } from '../api/get-destinations';
import { Breadcrumb } from '../components/breadcrumb';
import { GeoPageActions } from '../components/geo-page-actions';
import { PlaceLoadFailure } from '../components/place-not-found';
import { TownSwitcher } from '../components/town-switcher';
import { UpcomingTrips } from '../components/upcoming-trips';
import styles from '../components/geo-page.module.css';

const population = new Intl.NumberFormat('fr-FR');

function Destinations({ ville, nom }: { ville: string; nom: string }) {
  const destinations = useDestinations(ville);
  if (destinations.isPending) return <Spinner label="Chargement des prix…" />;
  if (destinations.isError || destinations.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="destinations">
      <h2 id="destinations">Prix conseillés au départ de {nom}</h2>
      <div className={styles.grid}>
        {destinations.data.map((borne) => (
          <PriceRangeBox key={borne.code_commune_arrivee} borne={borne} />
        ))}
      </div>
    </section>
  );
}

/** `/covoiturages/{ville}`: a town's trips and price ranges (docs/product/geography-and-prices.md). */
export default function TownPage() {
  const { nom_ville = '' } = useParams();
  const commune = useCommune(nom_ville);
  const loaded = commune.data;
  usePageHead(loaded && ((origin) => townHead(loaded, origin)));
  if (commune.isPending) return <Spinner label="Chargement de la ville…" />;
  if (commune.isError)
    return <PlaceLoadFailure error={commune.error} notFoundTitle="Cette ville est introuvable" />;
  const town = commune.data;
  const nom = town.nom_commune_complet;
  // A town of Belgium, Switzerland or Luxembourg: its country's page, then its province or canton.
  const abroad = town.pays !== 'FR';
  const where = [town.code_postal, town.departement_nom, abroad ? town.pays_nom : '']
    .filter(Boolean)
    .join(', ');
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={
          abroad
            ? [
                { label: town.pays_nom, to: buildPath('pays', { nom_pays: town.pays_slug }) },
                { label: nom },
              ]
            : [
                {
                  label: town.region_name,
                  to: buildPath('region', { nom_region: town.region_slug }),
                },
                {
                  label: town.departement_nom,
                  to: buildPath('departement', { code_departement: town.num_dep }),
                },
                { label: nom },
              ]
        }
      />
      <header className={styles.header}>
        <h1>Covoiturage {nom}</h1>
        <p className={styles.lead}>
          {nom} ({where}) · {population.format(town.population)} habitants. Partagez la route au
          départ ou à destination de {nom}.
        </p>
      </header>
      <TownSwitcher />
      <section className={styles.section} aria-labelledby="departs">
        <h2 id="departs">Prochains départs de {nom}</h2>
        <UpcomingTrips
          ville={town.slug}
          sens="depart"
          emptyText={`Pas encore de trajet au départ de ${nom} : proposez le vôtre !`}
        />
      </section>
      <section className={styles.section} aria-labelledby="arrivees">
        <h2 id="arrivees">Prochaines arrivées à {nom}</h2>
        <UpcomingTrips ville={town.slug} sens="arrivee" />
      </section>
      <Destinations ville={town.slug} nom={nom} />
      <GeoPageActions />
    </div>
  );
}
