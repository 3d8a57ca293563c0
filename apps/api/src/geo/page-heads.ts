import type { FastifyInstance } from 'fastify';
import { displayedBornes } from '@bonneroute/shared/bornes';
import {
  departementsOfRegion,
  findCountryBySlug,
  findDepartement,
  findRegionBySlug,
} from '@bonneroute/shared/geo';
import {
  countryHead,
  departementFallbackHead,
  departementHead,
  NOT_FOUND_HEAD,
  pairHead,
  regionHead,
  townHead,
} from '@bonneroute/shared/head';
import { publicUrl } from '../config/env';
import { HttpError } from '../lib/http-error';
import { registerPageHead } from '../spa/page-head';
import { countryPage, toCommune } from './communes.service';
import type { GeoServices } from './geo-services';

/**
 * Server-written head tags of the region, department, town and pair pages ("SEO that
 * works without JavaScript"), built by the shared heads from the data the page's API gives the
 * browser, so both write the same tags.
 */
export function registerGeoPageHeads(app: FastifyInstance, services: GeoServices): void {
  const origin = publicUrl(app.env);
  const { geography, bornes } = services;

  registerPageHead('region', ({ params }) => {
    const region = findRegionBySlug(params.nom_region ?? '');
    if (!region) return NOT_FOUND_HEAD;
    const names = departementsOfRegion(region.code).map((d) => d.dep_name);
    return regionHead(region, names, origin);
  });

  registerPageHead('departement', ({ params }) => {
    const code = (params.code_departement ?? '').slice(0, 10);
    const departement = findDepartement(code);
    if (!departement) return departementFallbackHead(code);
    const towns = geography
      .communesOf(departement)
      .slice(0, 3)
      .map((c) => c.nom);
    return departementHead(departement, towns, origin);
  });

  registerPageHead('pays', ({ params }) => {
    const country = findCountryBySlug(params.nom_pays ?? '');
    if (!country || country.code === 'FR') return NOT_FOUND_HEAD;
    const towns = countryPage(services, country.slug).villes.map(
      (town) => town.nom_commune_complet,
    );
    return countryHead(country, towns, origin);
  });

  registerPageHead('ville', ({ params }) => {
    const town = geography.resolve(params.nom_ville ?? '');
    return town ? townHead(toCommune(services, town), origin) : NOT_FOUND_HEAD;
  });

  registerPageHead('villes', async ({ params }) => {
    try {
      const borne = await bornes.borne(
        params.nom_ville_depart ?? '',
        params.nom_ville_arrivee ?? '',
      );
      return pairHead(borne, displayedBornes(borne), origin);
    } catch (error) {
      if (error instanceof HttpError) return NOT_FOUND_HEAD;
      throw error;
    }
  });
}
