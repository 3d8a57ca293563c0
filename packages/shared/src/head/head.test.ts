import { describe, expect, it } from 'vitest';
import { buildHead, renderHeadTags, routeHead } from './page-head';
import { tripHead, type TripHeadInput } from './trip-head';
import { formatTripTime, frenchDayMonth } from '../dates/format';
import { homeHead } from './site-head';

const ORIGIN = 'https://bonneroute.fr';
const NOW = new Date('2026-11-24T10:00:00Z');

function trip(overrides: Partial<TripHeadInput> = {}): TripHeadInput {
  return {
    id: 42,
    date: '2026-12-03',
    heure: '09:00',
    ville_depart: 'Paris',
    ville_arrivee: 'Lyon',
    duree_secondes: 4 * 3600 + 40 * 60,
    actif: 1,
    computed: { nb_places_disponibles: 3 },
    villes_etapes: [{ nom: 'Dijon' }],
    adresses: { depart: { complete: 'Paris' }, arrivee: { complete: 'Lyon' } },
    conducteur: { prenom: 'Léa', note: 4.8, nb_avis: 12 },
    ...overrides,
  };
}

describe('trip head', () => {
  it('says route, French date, time and price in the title', () => {
    const head = tripHead(trip(), 2400, ORIGIN, NOW);
    expect(head.title).toBe('Covoiturage Paris → Lyon le 3 décembre à 09 h 00, 24\u00a0€');
    expect(head.canonical).toBe('/covoiturage/42');
    expect(head.description).toBe(
      'Covoiturage de Paris à Lyon le jeudi 3 décembre 2026 : départ à 09 h 00, arrivée vers 13 h 40. ' +
        '24\u00a0€ par passager, 3 places disponibles. Conducteur : Léa, 4,8/5 (12 avis).',
    );
  });

  it('writes minutes, the 1st, another year, cents and singular seats', () => {
    const head = tripHead(
      trip({ date: '2027-01-01', heure: '14:05', computed: { nb_places_disponibles: 1 } }),
      2450,
      ORIGIN,
      NOW,
    );
    expect(head.title).toBe('Covoiturage Paris → Lyon le 1er janvier 2027 à 14 h 05, 24,50\u00a0€');
    expect(head.description).toContain('1 place disponible.');
    expect(frenchDayMonth('2026-05-01', 2026)).toBe('1er mai');
    expect(formatTripTime('00:30')).toBe('00 h 30');
  });

  it('says « complet » and « 1 avis », without rating for a new driver', () => {
    const full = tripHead(
      trip({
        computed: { nb_places_disponibles: 0 },
        conducteur: { prenom: 'Yann', note: 5, nb_avis: 1 },
      }),
      2400,
      ORIGIN,
      NOW,
    );
    expect(full.description).toContain('par passager, complet.');
    expect(full.description).toContain('Conducteur : Yann, 5/5 (1 avis).');
    const fresh = tripHead(
      trip({ conducteur: { prenom: 'Zoé', note: null, nb_avis: 0 } }),
      2400,
      ORIGIN,
      NOW,
    );
    expect(fresh.description).toMatch(/Conducteur : Zoé\.$/);
  });

  it('describes the trip as a schema.org Trip with an Offer in Paris time', () => {
    const head = tripHead(trip(), 2400, ORIGIN, NOW);
    expect(head.jsonLd).toMatchObject({
      '@type': 'Trip',
      departureTime: '2026-12-03T09:00:00+01:00',
      arrivalTime: '2026-12-03T12:40:00.000Z',
      offers: {
        '@type': 'Offer',
        price: '24.00',
        priceCurrency: 'EUR',
        url: `${ORIGIN}/covoiturage/42`,
      },
    });
    const summer = tripHead(trip({ date: '2027-07-14' }), 2400, ORIGIN, NOW);
    expect(summer.jsonLd).toMatchObject({ departureTime: '2027-07-14T09:00:00+02:00' });
  });

  it('keeps past and cancelled trips out of the index, following their links', () => {
    const past = tripHead(trip({ date: '2026-11-23' }), 2400, ORIGIN, NOW);
    expect(past).toMatchObject({ noindex: true, follow: true });
    expect(past.jsonLd).toBeUndefined();
    expect(buildHead(past, ORIGIN, '/covoiturage/42').canonical).toBeNull();
    expect(tripHead(trip({ actif: 0 }), 2400, ORIGIN, NOW).description).toContain('annulé');
  });
});

describe('buildHead and renderHeadTags', () => {
  it('adds the site name once, absolute canonical and og:url', () => {
    const tags = buildHead(
      { title: 'Connexion', description: 'Se connecter' },
      ORIGIN,
      '/vous-identifier',
    );
    expect(tags.title).toBe('Connexion | BonneRoute');
    expect(buildHead({ title: 'BonneRoute, le site' }, ORIGIN, '/').title).toBe(
      'BonneRoute, le site',
    );
    expect(tags.canonical).toBe(`${ORIGIN}/vous-identifier`);
    expect(tags.meta).toContainEqual({ key: 'property', name: 'og:url', content: tags.canonical });
    expect(tags.meta).toContainEqual({
      key: 'property',
      name: 'og:image',
      content: `${ORIGIN}/og-image.png`,
    });
  });

  it('escapes text in attributes and JSON-LD inside <script>', () => {
    const html = renderHeadTags(
      buildHead(
        { title: '"><script>', description: 'a & b', jsonLd: { name: '</script><b>' } },
        ORIGIN,
        '/x',
      ),
    );
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt; | BonneRoute</title>');
    expect(html).toContain('<meta name="description" content="a &amp; b">');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script\\u003e\\u003cb\\u003e');
  });

  it('noindex pages have robots and no canonical', () => {
    const html = renderHeadTags(buildHead(routeHead('connexion'), ORIGIN, '/vous-identifier'));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('rel="canonical"');
    expect(routeHead(null)).toMatchObject({ status: 404, noindex: true });
  });

  it('the home has Organization and WebSite with a SearchAction', () => {
    const head = homeHead(ORIGIN);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Organization', url: ORIGIN }),
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: expect.objectContaining({
            urlTemplate: `${ORIGIN}/covoiturages/{search_term_string}`,
          }),
        }),
      }),
    ]);
  });
});
