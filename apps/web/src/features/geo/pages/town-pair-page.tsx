import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftRight } from 'lucide-react';
import { displayedBornes, suggestedContribution } from '@bonneroute/shared/bornes';
import { pairHead } from '@bonneroute/shared/head';
import { formatDuration } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { PriceRangeBox } from '@/components/price-range-box/price-range-box';
import { Spinner } from '@/components/ui/spinner';
import { useBorne } from '@/lib/geo/get-borne';
import { usePageHead } from '@/lib/use-page-head';
import { CreateAlertLink } from '@/components/trip-alerts/create-alert-link';
import { DemandLine } from '@/components/trip-alerts/demand-line';
import { Breadcrumb } from '../components/breadcrumb';
import { GeoPageActions } from '../components/geo-page-actions';
import { PlaceLoadFailure } from '../components/place-not-found';
import { UpcomingTrips } from '../components/upcoming-trips';
import styles from '../components/geo-page.module.css';
import { useFeeTexts } from '@/lib/pricing';

/**
 * « Un autre trajet ? » (its form library, the place search) is not in the pair page's
 * start-up code. The server renders it with the page; in the browser its chunk loads after
 * start-up and React keeps the server's form on screen until then (as the home's featured trips).
 */
const loadPairSwitcher = () =>
  import('../components/pair-switcher').then((module) => ({ default: module.PairSwitcher }));
const PairSwitcher = import.meta.env.SSR
  ? (await loadPairSwitcher()).default
  : lazy(loadPairSwitcher);

/** `/covoiturages/{depart}/{arrivee}`: the pair's price range and upcoming trips (docs/product/geography-and-prices.md). */
export default function TownPairPage() {
  const { nom_ville_depart = '', nom_ville_arrivee = '' } = useParams();
  const borne = useBorne(nom_ville_depart, nom_ville_arrivee);
  const { fee } = useFeeTexts();
  const pair = borne.data ? `${borne.data.ville_depart} – ${borne.data.ville_arrivee}` : undefined;
  const found = borne.data;
  usePageHead(found && ((origin) => pairHead(found, displayedBornes(found), origin)));
  if (borne.isPending) return <Spinner label="Chargement du trajet…" />;
  if (borne.isError)
    return <PlaceLoadFailure error={borne.error} notFoundTitle="Ce trajet est introuvable" />;
  const data = borne.data;
  const stages = data.villes_json.map((town) => town.nom);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: data.ville_depart, to: buildPath('ville', { nom_ville: data.slug_depart }) },
          { label: pair! },
        ]}
      />
      <header className={styles.header}>
        <h1>
          Covoiturage {data.ville_depart} → {data.ville_arrivee}
        </h1>
        <p className={styles.lead}>
          Le conducteur fixe sa participation dans la fourchette conseillée pour ce trajet ; vous
          payez en plus {fee} de frais fixes par place, rien d’autre.
        </p>
      </header>
      <div className={styles.highlight}>
        <PriceRangeBox borne={data} linked={false} headingLevel="h2" />
      </div>
      <ul className={styles.facts}>
        <li>Participation conseillée : {suggestedContribution(data) / 100} €</li>
        <li>{Math.round(data.distance_metres / 1000)} km</li>
        <li>environ {formatDuration(data.duree_en_secondes)} de route</li>
        {stages.length > 0 ? <li>Étapes possibles : {stages.join(', ')}</li> : null}
      </ul>
      <p>
        <Link
          to={buildPath('villes', {
            nom_ville_depart: data.slug_arrivee,
            nom_ville_arrivee: data.slug_depart,
          })}
        >
          <ArrowLeftRight aria-hidden="true" size={16} /> Trajet retour : {data.ville_arrivee} →{' '}
          {data.ville_depart}
        </Link>
      </p>
      <section className={styles.section} aria-labelledby="prochains-trajets">
        <h2 id="prochains-trajets">Prochains trajets {pair}</h2>
        <UpcomingTrips
          ville={data.code_commune_depart}
          vers={data.code_commune_arrivee}
          emptyText="Aucun trajet n’est encore publié pour ce trajet. Proposez le vôtre ou revenez bientôt !"
        />
        <DemandLine depart={data.code_commune_depart} arrivee={data.code_commune_arrivee} />
        <CreateAlertLink
          depart={data.code_commune_depart}
          arrivee={data.code_commune_arrivee}
          departLabel={data.ville_depart}
          arriveeLabel={data.ville_arrivee}
        />
      </section>
      <GeoPageActions />
      <section className={styles.section} aria-labelledby="autre-trajet">
        <h2 id="autre-trajet">Un autre trajet ?</h2>
        <Suspense fallback={null}>
          <PairSwitcher />
        </Suspense>
      </section>
    </div>
  );
}
