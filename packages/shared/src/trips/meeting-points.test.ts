import { describe, expect, it } from 'vitest';
import { mapsLinkFor, mapsLinks, meetingPointLine, meetingPointsOf } from './meeting-points';
import { encodeRoutePoints, parseRoutePoints } from './route-line';

const trip = {
  ville_depart: 'Paris',
  ville_arrivee: 'Lyon',
  code_commune_depart: '75056',
  code_commune_arrivee: '69123',
  adresse_depart: 'Gare de Lyon',
  adresse_arrivee: 'Place Bellecour',
  note_depart: 'devant l’entrée',
  note_arrivee: null,
  latitude_depart: 48.8443,
  longitude_depart: 2.3744,
  latitude_arrivee: 45.7578,
  longitude_arrivee: 4.832,
  villes_etapes: [{ nom: 'Mâcon', code_commune: '71270', latitude: 46.3, longitude: 4.83 }],
};

describe('meeting points', () => {
  it('lists every stop in route order; a stage published before points has no address', () => {
    const points = meetingPointsOf(trip);
    expect(points.map((p) => [p.kind, p.ville, p.adresse, p.note])).toEqual([
      ['depart', 'Paris', 'Gare de Lyon', 'devant l’entrée'],
      ['etape', 'Mâcon', null, null],
      ['arrivee', 'Lyon', 'Place Bellecour', null],
    ]);
    expect(points.map(meetingPointLine)).toEqual([
      'Gare de Lyon, Paris (devant l’entrée)',
      'Mâcon',
      'Place Bellecour, Lyon',
    ]);
  });

  it('opens the maps app: geo: on Android, Apple’s on an iPhone, the https link elsewhere', () => {
    const point = { latitude: 48.8443, longitude: 2.3744, label: 'Gare de Lyon' };
    expect(mapsLinks(point)).toEqual({
      geo: 'geo:48.8443,2.3744?q=48.8443,2.3744(Gare%20de%20Lyon)',
      apple: 'https://maps.apple.com/?ll=48.8443,2.3744&q=Gare%20de%20Lyon',
      web: 'https://www.google.com/maps/search/?api=1&query=48.8443%2C2.3744',
    });
    const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    expect(mapsLinkFor(point, pixel)).toMatch(/^geo:/);
    expect(mapsLinkFor(point, iphone)).toMatch(/^https:\/\/maps\.apple\.com\//);
    expect(mapsLinkFor(point)).toMatch(/^https:\/\/www\.google\.com\/maps\//);
  });
});

describe('route line points', () => {
  it('reads back what it writes, 2 to 10 stops of valid longitude,latitude', () => {
    const stops = [
      { latitude: 48.853411, longitude: 2.348801 },
      { latitude: 45.74846, longitude: 4.84671 },
    ];
    const text = encodeRoutePoints(stops);
    expect(text).toBe('2.3488,48.85341;4.84671,45.74846');
    expect(parseRoutePoints(text)).toEqual([
      { latitude: 48.85341, longitude: 2.3488 },
      { latitude: 45.74846, longitude: 4.84671 },
    ]);
    expect(parseRoutePoints('2.35,48.85')).toBeNull();
    expect(parseRoutePoints(Array(11).fill('2,48').join(';'))).toBeNull();
    expect(parseRoutePoints('2,91;2,48')).toBeNull();
    expect(parseRoutePoints('2,48;x,48')).toBeNull();
  });
});
