import { createBornesService, type BornesService } from './bornes.service';
import type { AddressSearch } from './address-search';
import { createBuiltInAddressSearch } from './built-in-address-search';
import type { Geography } from './geography';
import { loadGeography } from './load-geography';
import { createNationalAddressSearch } from './national-address-search';
import { createOsrmRouteEstimator } from './osrm-route-estimator';
import { builtInRouteEstimator, type RouteEstimator } from './route-estimate';
import type { AppDeps } from '../lib/app-deps';

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
export function geoServices(deps: Pick<AppDeps, 'env' | 'db' | 'log'>): GeoServices {
  let services = perApp.get(deps.env);
  if (services) return services;
  const geography = loadGeography(deps.env.DATA_DIR);
  const builtIn = createBuiltInAddressSearch(geography, deps.db);
  const addressSearch = deps.env.ADDRESS_API_URL
    ? createNationalAddressSearch(deps.env.ADDRESS_API_URL, geography, builtIn, deps.log)
    : builtIn;
  const router = deps.env.ROUTING_API_URL
    ? createOsrmRouteEstimator(deps.env.ROUTING_API_URL, deps.log)
    : builtInRouteEstimator;
  services = { geography, addressSearch, router, bornes: createBornesService(geography, router) };
  perApp.set(deps.env, services);
  return services;
}
