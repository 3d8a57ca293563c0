import type { FastifyInstance } from 'fastify';
import { BornesService } from './bornes.service';
import type { AddressSearch } from './address-search';
import { createBuiltInAddressSearch } from './built-in-address-search';
import type { Geography } from './geography';
import { loadGeography } from './load-geography';
import { createNationalAddressSearch } from './national-address-search';
import { createOsrmRouteEstimator } from './osrm-route-estimator';
import { builtInRouteEstimator, type RouteEstimator } from './route-estimate';

export interface GeoServices {
  geography: Geography;
  addressSearch: AddressSearch;
  router: RouteEstimator;
  bornes: BornesService;
}

// Keyed by the app's env object: the same in every plugin context of one app.
const perApp = new WeakMap<object, GeoServices>();

/**
 * The geography services of an app, chosen by configuration: the built-in ones by default,
 * the national address service with `ADDRESS_API_URL`, OSRM with `ROUTING_API_URL`. Features
 * that need communes, routes or price ranges (trips, publishing) take them from here.
 */
export function geoServices(app: FastifyInstance): GeoServices {
  let services = perApp.get(app.env);
  if (services) return services;
  const geography = loadGeography(app.env.DATA_DIR);
  const builtIn = createBuiltInAddressSearch(geography, app.db);
  const addressSearch = app.env.ADDRESS_API_URL
    ? createNationalAddressSearch(app.env.ADDRESS_API_URL, geography, builtIn, app.log)
    : builtIn;
  const router = app.env.ROUTING_API_URL
    ? createOsrmRouteEstimator(app.env.ROUTING_API_URL, app.log)
    : builtInRouteEstimator;
  services = { geography, addressSearch, router, bornes: new BornesService(geography, router) };
  perApp.set(app.env, services);
  return services;
}
