import { formatDuration } from '../dates/format';
import { geoTexts } from '../geo/texts';
import { feeTexts } from '../pricing/fee-texts';
import { buildPath } from '../routes/match-route';
import { SITE_NAME } from '../routes/route-meta';
import type { PageHead } from './page-head';

/** Heads of the region, department, town and pair pages, from the data the page shows. */
const PROMISE = `Participation au prix juste et ${feeTexts().fee} de frais fixes par place sur ${SITE_NAME}.`;

type Crumb = [name: string, path: string];

export function breadcrumbLd(origin: string, items: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [['Accueil', '/'] as Crumb, ...items].map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: origin + path,
    })),
  };
}

export function regionHead(
  region: { nom: string; slug: string },
  departementNames: string[],
  origin: string,
): PageHead {
  const path = buildPath('region', { nom_region: region.slug });
  const names = departementNames;
  return {
    title: `Covoiturage ${region.nom}`,
    description: `Covoiturage dans la région ${region.nom} : trajets depuis et vers ${names.slice(0, 4).join(', ')}${names.length > 4 ? '…' : ''}. ${PROMISE}`,
    canonical: path,
    jsonLd: breadcrumbLd(origin, [[region.nom, path]]),
  };
}

/** docs/product/geography-and-prices.md "Department lookup failure": the documented title, a generic text, a 404. */
export function departementFallbackHead(code: string): PageHead {
  return {
    title: geoTexts.departementFallbackTitle(code),
    description: geoTexts.departementFallbackText,
    noindex: true,
    status: 404,
  };
}

export function departementHead(
  departement: { dep_name: string; num_dep: string; region_name: string; region_slug: string },
  largestTowns: string[],
  origin: string,
): PageHead {
  const path = buildPath('departement', { code_departement: departement.num_dep });
  return {
    title: `Covoiturage ${departement.dep_name} (${departement.num_dep})`,
    description: `Covoiturage ${departement.dep_name} : trajets au départ de ${largestTowns.slice(0, 3).join(', ')} et de toutes les communes du département. ${PROMISE}`,
    canonical: path,
    jsonLd: breadcrumbLd(origin, [
      [departement.region_name, buildPath('region', { nom_region: departement.region_slug })],
      [departement.dep_name, path],
    ]),
  };
}

export function townHead(
  town: {
    nom_commune_complet: string;
    slug: string;
    departement_nom: string;
    num_dep: string;
    pays?: string;
    pays_nom?: string;
    pays_slug?: string;
  },
  origin: string,
): PageHead {
  const path = buildPath('ville', { nom_ville: town.slug });
  const departement = town.departement_nom;
  // A town of Belgium, Switzerland or Luxembourg: its country's page stands for the department.
  const abroad = town.pays !== undefined && town.pays !== 'FR' && town.pays_slug;
  const where = abroad ? `${departement}, ${town.pays_nom}` : departement;
  const parent: Crumb[] = abroad
    ? [[town.pays_nom ?? '', buildPath('pays', { nom_pays: town.pays_slug ?? '' })]]
    : departement
      ? [[departement, buildPath('departement', { code_departement: town.num_dep })]]
      : [];
  return {
    title: `Covoiturage ${town.nom_commune_complet} : trajets au départ et à l’arrivée`,
    description: `Covoiturage à ${town.nom_commune_complet}${where ? ` (${where})` : ''} : les prochains trajets, les prix conseillés vers les grandes villes. ${PROMISE}`,
    canonical: path,
    jsonLd: breadcrumbLd(origin, [...parent, [town.nom_commune_complet, path]]),
  };
}

/** `/covoiturage-pays/{slug}`: a neighbour country, its areas and its main towns. */
export function countryHead(
  country: { nom: string; slug: string; inCountry: string },
  mainTowns: string[],
  origin: string,
): PageHead {
  const path = buildPath('pays', { nom_pays: country.slug });
  return {
    title: `Covoiturage ${country.inCountry} et vers la France`,
    description: `Covoiturage ${country.inCountry} : trajets depuis et vers ${mainTowns.slice(0, 4).join(', ')}${mainTowns.length > 4 ? '…' : ''}, et vers la France. ${PROMISE}`,
    canonical: path,
    jsonLd: breadcrumbLd(origin, [[country.nom, path]]),
  };
}

export interface PairHeadInput {
  ville_depart: string;
  ville_arrivee: string;
  slug_depart: string;
  slug_arrivee: string;
  duree_en_secondes: number;
  distance_metres: number;
}

/** `shown`: the displayed price range in cents (displayedBornes). */
export function pairHead(
  borne: PairHeadInput,
  shown: { min: number; max: number },
  origin: string,
): PageHead {
  const path = buildPath('villes', {
    nom_ville_depart: borne.slug_depart,
    nom_ville_arrivee: borne.slug_arrivee,
  });
  const pair = `${borne.ville_depart} – ${borne.ville_arrivee}`;
  return {
    title: `Covoiturage ${pair} dès ${shown.min / 100} €`,
    description: `Covoiturage de ${borne.ville_depart} à ${borne.ville_arrivee} : participation entre ${shown.min / 100} € et ${shown.max / 100} €, environ ${formatDuration(borne.duree_en_secondes)} de route pour ${Math.round(borne.distance_metres / 1000)} km. ${PROMISE}`,
    canonical: path,
    jsonLd: [
      breadcrumbLd(origin, [
        [borne.ville_depart, buildPath('ville', { nom_ville: borne.slug_depart })],
        [pair, path],
      ]),
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: `Covoiturage ${pair}`,
        serviceType: 'Covoiturage',
        provider: { '@type': 'Organization', name: SITE_NAME, url: origin },
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'EUR',
          lowPrice: shown.min / 100,
          highPrice: shown.max / 100,
        },
      },
    ],
  };
}
