import type { FastifyInstance } from 'fastify';
import { displayedBornes } from '@bonneroute/shared/bornes';
import {
  departementsOfRegion,
  findDepartement,
  findRegionBySlug,
  formatDuration,
  geoTexts,
} from '@bonneroute/shared/geo';
import { buildPath } from '@bonneroute/shared/routes';
import { publicUrl } from '../config/env';
import { HttpError } from '../lib/http-error';
import { registerPageHead, type PageHead } from '../spa/page-head';
import type { GeoServices } from './geo-services';

const NOT_FOUND: PageHead = { title: 'Page introuvable', noindex: true, status: 404 };
const PROMISE = 'Participation au prix juste et 2 € de frais fixes par place sur BonneRoute.';

function breadcrumb(baseUrl: string, items: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [['Accueil', '/'] as [string, string], ...items].map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: baseUrl + path,
    })),
  };
}

/**
 * Server-written head tags of the region, department and town pages (issue 3 "SEO that works
 * without JavaScript"): French title, description, canonical URL, Open Graph, JSON-LD.
 */
export function registerGeoPageHeads(app: FastifyInstance, services: GeoServices): void {
  const baseUrl = publicUrl(app.env);
  const { geography, bornes } = services;

  registerPageHead('region', ({ params }) => {
    const region = findRegionBySlug(params.nom_region ?? '');
    if (!region) return NOT_FOUND;
    const path = buildPath('region', { nom_region: region.slug });
    const names = departementsOfRegion(region.code).map((d) => d.dep_name);
    return {
      title: `Covoiturage ${region.nom}`,
      description: `Covoiturage dans la région ${region.nom} : trajets depuis et vers ${names.slice(0, 4).join(', ')}${names.length > 4 ? '…' : ''}. ${PROMISE}`,
      canonical: path,
      jsonLd: breadcrumb(baseUrl, [[region.nom, path]]),
    };
  });

  registerPageHead('departement', ({ params }) => {
    const code = (params.code_departement ?? '').slice(0, 10);
    const departement = findDepartement(code);
    if (!departement)
      return {
        title: geoTexts.departementFallbackTitle(code),
        description: geoTexts.departementFallbackText,
        noindex: true,
        status: 404,
      };
    const path = buildPath('departement', { code_departement: departement.num_dep });
    const towns = geography
      .communesOf(departement)
      .slice(0, 3)
      .map((c) => c.nom);
    return {
      title: `Covoiturage ${departement.dep_name} (${departement.num_dep})`,
      description: `Covoiturage ${departement.dep_name} : trajets au départ de ${towns.join(', ')} et de toutes les communes du département. ${PROMISE}`,
      canonical: path,
      jsonLd: breadcrumb(baseUrl, [
        [departement.region_name, buildPath('region', { nom_region: departement.region_slug })],
        [departement.dep_name, path],
      ]),
    };
  });

  registerPageHead('ville', ({ params }) => {
    const town = geography.resolve(params.nom_ville ?? '');
    if (!town) return NOT_FOUND;
    const departement = findDepartement(town.departement);
    const path = buildPath('ville', { nom_ville: geography.slugOf(town) });
    return {
      title: `Covoiturage ${town.nom} : trajets au départ et à l’arrivée`,
      description: `Covoiturage à ${town.nom}${departement ? ` (${departement.dep_name})` : ''} : les prochains trajets, les prix conseillés vers les grandes villes. ${PROMISE}`,
      canonical: path,
      jsonLd: breadcrumb(baseUrl, [
        ...(departement
          ? ([
              [
                departement.dep_name,
                buildPath('departement', { code_departement: departement.num_dep }),
              ],
            ] as [string, string][])
          : []),
        [town.nom, path],
      ]),
    };
  });

  registerPageHead('villes', async ({ params }) => {
    try {
      const borne = await bornes.borne(
        params.nom_ville_depart ?? '',
        params.nom_ville_arrivee ?? '',
      );
      const shown = displayedBornes(borne);
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
          breadcrumb(baseUrl, [
            [borne.ville_depart, buildPath('ville', { nom_ville: borne.slug_depart })],
            [pair, path],
          ]),
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: `Covoiturage ${pair}`,
            serviceType: 'Covoiturage',
            provider: { '@type': 'Organization', name: 'BonneRoute', url: baseUrl },
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: 'EUR',
              lowPrice: shown.min / 100,
              highPrice: shown.max / 100,
            },
          },
        ],
      };
    } catch (error) {
      if (error instanceof HttpError) return NOT_FOUND;
      throw error;
    }
  });
}
