import { Link } from 'react-router';
import { ArrowRight, Clock } from 'lucide-react';
import { displayedBornes, type Borne } from '@bonneroute/shared/bornes';
import { formatDuration } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { Spinner } from '@/components/ui/spinner';
import { useBorne } from '@/lib/geo/get-borne';
import styles from './price-range-box.module.css';

/** "18 € – 26 €" with docs/product/geography-and-prices.md 5 € display floor; one amount when both ends meet. */
export function formatRange(borne: Pick<Borne, 'min' | 'max'>): string {
  const { min, max } = displayedBornes(borne);
  return min === max ? `${min / 100} €` : `${min / 100} € – ${max / 100} €`;
}

interface BoxProps {
  borne: Borne;
  /** Home page boxes open the pair's page (docs/product/geography-and-prices.md); the pair page's own box does not. */
  linked?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A price-range box (docs/product/geography-and-prices.md: home page, empty results): the pair, its range and duration. */
export function PriceRangeBox({ borne, linked = true, headingLevel: Heading = 'h3' }: BoxProps) {
  const pair = (
    <>
      {borne.ville_depart} <ArrowRight aria-hidden="true" size={16} className={styles.arrow} />
      <span className="visually-hidden">vers</span> {borne.ville_arrivee}
    </>
  );
  return (
    <article className={`${styles.box} ${linked ? styles.linked : ''}`}>
      <Heading className={styles.pair}>
        {linked ? (
          <Link
            className={styles.link}
            to={buildPath('villes', {
              nom_ville_depart: borne.slug_depart,
              nom_ville_arrivee: borne.slug_arrivee,
            })}
          >
            {pair}
          </Link>
        ) : (
          pair
        )}
      </Heading>
      <p className={styles.range}>
        <span className="visually-hidden">Participation conseillée : </span>
        {formatRange(borne)}
      </p>
      <p className={styles.meta}>
        <Clock aria-hidden="true" size={14} /> environ {formatDuration(borne.duree_en_secondes)} ·{' '}
        {Math.round(borne.distance_metres / 1000)} km
      </p>
    </article>
  );
}

/** The box for a pair given by name, code or slug: fetches its range (results page, home). */
export function PairPriceRangeBox({
  depart,
  arrivee,
  linked,
}: {
  depart: string;
  arrivee: string;
  linked?: boolean;
}) {
  const borne = useBorne(depart, arrivee);
  if (borne.isPending) return <Spinner label="Chargement de la fourchette de prix…" />;
  if (borne.isError) return null;
  return <PriceRangeBox borne={borne.data} linked={linked} />;
}
