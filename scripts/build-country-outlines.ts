/**
 * Builds apps/web/src/components/route-map/countries.json, the outlines of France (mainland and
 * Corsica), Belgium, Luxembourg and Switzerland that the trip maps draw when no MAP_STYLE_URL is
 * set, from Natural Earth's 1:50m countries as TopoJSON (`world-atlas`, read with
 * `topojson-client`). Only these four countries, coordinates rounded to 0.01° (≈1 km, finer than
 * the 1:50m data): the file stays small in the map's lazy chunk.
 * Refresh: `npm update world-atlas`, then `npx tsx scripts/build-country-outlines.ts`, and commit
 * the JSON (docs/decisions/029-meeting-points-and-map.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** ISO 3166 numeric codes of world-atlas → our country codes. */
const WANTED: Record<string, string> = { '250': 'FR', '056': 'BE', '442': 'LU', '756': 'CH' };
/** Mainland France, Corsica and the neighbours lie here; overseas France does not. */
const inEurope = ([lon, lat]: Position) => lon! > -6 && lon! < 11 && lat! > 41 && lat! < 52;

const round = (value: number) => Math.round(value * 100) / 100;

function ring(points: Position[]): Position[] {
  const rounded = points.map(([lon, lat]) => [round(lon!), round(lat!)]);
  // Consecutive points that rounding made equal are one point.
  return rounded.filter(
    (p, i) => i === 0 || p[0] !== rounded[i - 1]![0] || p[1] !== rounded[i - 1]![1],
  );
}

const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = feature(topology, topology.objects.countries);

const features = countries.features
  .filter((f) => WANTED[String(f.id)])
  .map((f): Feature<MultiPolygon, { pays: string }> => {
    const geometry = f.geometry as Polygon | MultiPolygon;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return {
      type: 'Feature',
      properties: { pays: WANTED[String(f.id)]! },
      geometry: {
        type: 'MultiPolygon',
        coordinates: polygons
          .filter((polygon) => inEurope(polygon[0]![0]!))
          .map((polygon) => polygon.map(ring).filter((r) => r.length >= 4)),
      },
    };
  });
if (features.length !== 4) throw new Error(`4 pays attendus, ${features.length} trouvés`);

const out = path.join(root, 'apps/web/src/components/route-map/countries.json');
writeFileSync(out, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`${out}: ${features.length} pays`);
