import { useEffect, useRef, useState } from 'react';
import { LngLatBounds, Map as MapLibre, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { offlineStyle } from './offline-style';
import styles from './route-map.module.css';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface RouteMapProps {
  /** The stops in route order (their names are the text list beside the map). */
  stops: readonly MapPoint[];
  /** The road line, GeoJSON order [longitude, latitude]; the stops' straight line without one. */
  line?: readonly (readonly number[])[] | null;
  styleUrl: string | null;
  /** What the map shows, for screen readers. */
  label: string;
  /** Picking mode: a click (or tap) on the map chooses a point. */
  onPick?: (point: MapPoint) => void;
  picked?: MapPoint | null;
  /** A live position on the route (« Partager mon trajet »): a blue dot. */
  current?: MapPoint | null;
}

const lonLat = (p: MapPoint): [number, number] => [p.longitude, p.latitude];

function data(props: RouteMapProps) {
  const coordinates = props.line?.length ? props.line : props.stops.map(lonLat);
  const stops = props.picked ? [...props.stops, props.picked] : props.stops;
  return {
    line: {
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'LineString' as const, coordinates: coordinates as number[][] },
    },
    stops: {
      type: 'FeatureCollection' as const,
      features: [
        ...stops.map((stop, i) => ({
          type: 'Feature' as const,
          properties: { bout: i === 0 || i === stops.length - 1 ? 1 : 0 },
          geometry: { type: 'Point' as const, coordinates: lonLat(stop) },
        })),
        ...(props.current
          ? [
              {
                type: 'Feature' as const,
                properties: { bout: 2 },
                geometry: { type: 'Point' as const, coordinates: lonLat(props.current) },
              },
            ]
          : []),
      ],
    },
  };
}

function boundsOf(points: readonly MapPoint[]): LngLatBounds {
  const bounds = new LngLatBounds();
  for (const point of points) bounds.extend(lonLat(point));
  return bounds;
}

/**
 * docs/product/trips-and-search.md#the-route-on-a-map: the route and its stops with MapLibre GL,
 * in its own chunk (loaded on demand: the trip page's start-up code does not carry it). A
 * device without WebGL gets a sentence instead; the stops stay listed beside.
 */
export default function RouteMap(props: RouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibre | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let instance: MapLibre;
    const { stops, picked } = latest.current;
    const shown = picked ? [...stops, picked] : stops;
    const single = shown.length === 1 ? shown[0] : undefined;
    try {
      instance = new MapLibre({
        container: container.current!,
        style: props.styleUrl ?? offlineStyle,
        ...(single
          ? { center: lonLat(single), zoom: 13 }
          : { bounds: boundsOf(shown), fitBoundsOptions: { padding: 40, maxZoom: 13 } }),
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
      });
    } catch {
      setState('failed');
      return;
    }
    map.current = instance;
    // A tile or style that fails is the map's own business: the stops are listed anyway.
    instance.on('error', () => {});
    instance.on('load', () => {
      const { line, stops: points } = data(latest.current);
      instance.addSource('trajet', { type: 'geojson', data: line });
      instance.addSource('arrets', { type: 'geojson', data: points });
      instance.addLayer({
        id: 'trajet',
        type: 'line',
        source: 'trajet',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#0b6e4f', 'line-width': 4 },
      });
      instance.addLayer({
        id: 'arrets',
        type: 'circle',
        source: 'arrets',
        paint: {
          'circle-radius': ['match', ['get', 'bout'], 1, 7, 2, 9, 5],
          'circle-color': ['match', ['get', 'bout'], 1, '#f2a541', 2, '#1d4ed8', '#ffffff'],
          'circle-stroke-color': ['match', ['get', 'bout'], 2, '#ffffff', '#0b6e4f'],
          'circle-stroke-width': 2,
        },
      });
      setState('ready');
    });
    instance.on('click', (event) => {
      latest.current.onPick?.({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    });
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [props.styleUrl]);

  // New line, stops or picked point: the sources follow.
  useEffect(() => {
    const instance = map.current;
    if (state !== 'ready' || !instance) return;
    const next = data(props);
    (instance.getSource('trajet') as GeoJSONSource | undefined)?.setData(next.line);
    (instance.getSource('arrets') as GeoJSONSource | undefined)?.setData(next.stops);
  }, [state, props]);

  if (state === 'failed')
    return (
      <div className={styles.frame}>
        <p className={styles.placeholder}>
          La carte ne peut pas s’afficher sur cet appareil ; les arrêts sont listés ci-dessous.
        </p>
      </div>
    );
  return (
    <div className={styles.frame}>
      <div
        ref={container}
        className={`${styles.map} ${props.onPick ? styles.picking : ''}`}
        role="region"
        aria-label={props.label}
        data-map-state={state}
      />
    </div>
  );
}
