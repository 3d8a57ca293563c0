import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import countries from './countries.json';

/**
 * docs/decisions/029-meeting-points-and-map.md: without MAP_STYLE_URL the map draws the outlines
 * of France, Belgium, Luxembourg and Switzerland shipped with the app (Natural Earth, public
 * domain): no network, no glyphs (stops are circles; their names are the text list beside).
 */
export const offlineStyle: StyleSpecification = {
  version: 8,
  sources: {
    pays: {
      type: 'geojson',
      data: countries as GeoJSONSourceSpecification['data'],
      attribution: 'Natural Earth',
    },
  },
  layers: [
    { id: 'mer', type: 'background', paint: { 'background-color': '#dcebf2' } },
    { id: 'pays', type: 'fill', source: 'pays', paint: { 'fill-color': '#f6f3ec' } },
    {
      id: 'frontieres',
      type: 'line',
      source: 'pays',
      paint: { 'line-color': '#8a969e', 'line-width': 1 },
    },
  ],
};
