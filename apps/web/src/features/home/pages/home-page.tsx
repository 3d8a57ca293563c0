import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { displayedBornes, HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import { CROSS_BORDER_PAIRS, NEIGHBOUR_COUNTRIES, slugify } from '@bonneroute/shared/geo';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import { homeHead } from '@bonneroute/shared/head';
import { buildPath, routeMeta } from '@bonneroute/shared/routes';
import { seededRandom, shuffled } from '@bonneroute/shared/random';
import { Link, useMatches } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePageHead } from '@/lib/use-page-head';
import styles from './home-page.module.css';
import { useFeeTexts } from '@/lib/pricing';

/** docs/product/trips-and-search.md: the banner's hashtags change every 7.5 s. */
const BANNER = ['#Courtoisie', '#Amitié', '#FousRires'];
const BANNER_MS = 7_500;
const PRICE_BOXES = 8;
const CROSS_BORDER_LINKS = 5;

function RotatingBanner() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % BANNER.length), BANNER_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.banner} aria-live="off">
      {BANNER[index]}
    </p>
  );
}

/**
 * The day's order: the same on the server and in the browser that hydrates its HTML (a
 * `Math.random` order would differ, a hydration mismatch), another one tomorrow.
 */
function dayOrder<T>(items: readonly T[], day = Math.floor(Date.now() / 86_400_000)): T[] {
  return shuffled(items, seededRandom(day));
}

/** The promotion route's popup (docs/product/trips-and-search.md): the discovery offer's code. */
function PromoPopup({ code }: { code: string }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Offre découverte">
      <p>
        10 € de carburant offerts pour votre premier trajet complet (au moins 2 covoitureurs), dans
        la limite de 900 trajets et de 30 € par conducteur.
      </p>
      <p>
        Votre code promo : <strong>{code}</strong>
      </p>
      <ButtonLink to={buildPath('proposer')} onClick={() => setOpen(false)}>
        Proposer un trajet
      </ButtonLink>
    </Dialog>
  );
}

export interface HomePageProps {
  /** Slots filled by the trips feature (routes compose features). */
  searchBox?: ReactNode;
  featuredTrips?: ReactNode;
  promoCode?: string;
}

/** Home `/`, `/home`, `/promotions` (docs/product/trips-and-search.md: Home page). */
export default function HomePage({ searchBox, featuredTrips, promoCode }: HomePageProps) {
  const matches = useMatches();
  const isPromotion = matches.some((match) => match.id.includes('promotion'));
  usePageHead(isPromotion ? routeMeta.promotions.title : homeHead);
  const { fee, exampleContribution, examplePrice } = useFeeTexts();
  const pairs = useMemo(() => dayOrder(HARDCODED_BORNES).slice(0, PRICE_BOXES), []);
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <RotatingBanner />
          <h1>Le covoiturage longue distance au prix juste</h1>
          <p>
            {fee} de frais fixes par place, jamais de commission cachée : une participation de{' '}
            {exampleContribution} s’affiche {examplePrice}.
          </p>
          {searchBox}
          <div className={styles.actions}>
            <ButtonLink to={buildPath('proposer')} variant="accent">
              Proposer un trajet
            </ButtonLink>
          </div>
        </div>
      </section>
      {featuredTrips ? (
        <section className="container page" aria-labelledby="trajets-une">
          <h2 id="trajets-une">Trajets à la une</h2>
          {featuredTrips}
        </section>
      ) : null}
      <section className="container page" aria-labelledby="trajets-populaires">
        <h2 id="trajets-populaires">Trajets populaires</h2>
        <ul className={styles.pairs}>
          {pairs.map(({ depart, arrivee, ...bornes }) => {
            // docs/product/trips-and-search.md: displayed ranges have a 5 € floor, here as on every other range.
            const { min, max } = displayedBornes(bornes);
            return (
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
                    {min === max
                      ? `${formatEurosShort(min)} de participation`
                      : `de ${formatEurosShort(min)} à ${formatEurosShort(max)} de participation`}
                  </small>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="container page" aria-labelledby="hors-de-france">
        <h2 id="hors-de-france">En Belgique, en Suisse et au Luxembourg</h2>
        <ul className={styles.pairs}>
          {CROSS_BORDER_PAIRS.slice(0, CROSS_BORDER_LINKS).map(({ depart, arrivee }) => (
            <li key={`${depart.code}-${arrivee.code}`}>
              <Link
                to={buildPath('villes', {
                  nom_ville_depart: depart.slug,
                  nom_ville_arrivee: arrivee.slug,
                })}
              >
                Covoiturage {depart.nom} → {arrivee.nom}
              </Link>
            </li>
          ))}
          {NEIGHBOUR_COUNTRIES.map((country) => (
            <li key={country.code}>
              <Link to={buildPath('pays', { nom_pays: country.slug })}>
                Covoiturage {country.inCountry}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container page" aria-labelledby="offre-decouverte">
        <div className={styles.offer}>
          <h2 id="offre-decouverte">Offre découverte conducteurs</h2>
          <p>10 € de carburant offerts pour un trajet complet (au moins 2 covoitureurs).</p>
          <ButtonLink to={buildPath('proposer')} variant="accent">
            Proposer un trajet
          </ButtonLink>
        </div>
      </section>
      {isPromotion && promoCode ? <PromoPopup code={promoCode} /> : null}
    </>
  );
}
