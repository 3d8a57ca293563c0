import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { tripListResponseSchema, tripResponseSchema, type Trip } from '@bonneroute/shared/trips';
import { compileFastSerializer, fastResponseSerializer } from './fast-serializer';

const trip: Trip = {
  id: 75,
  date: '2026-11-29',
  heure: '10:45',
  adresse_depart: 'Gare SNCF de Marseille, 13001 Marseille',
  adresse_arrivee: 'Arrêt de tramway Centre, Saint-Nazaire, 44600 Saint-Nazaire',
  adresse_depart_id: 77,
  adresse_arrivee_id: null,
  latitude_depart: 43.29695,
  longitude_depart: 5.38107,
  latitude_arrivee: 47.27506,
  longitude_arrivee: -2.2179,
  note_depart: 'Devant l’entrée « Voyageurs »',
  note_arrivee: null,
  ville_depart: 'Marseille',
  ville_arrivee: 'Saint-Nazaire',
  code_commune_depart: '13055',
  code_commune_arrivee: '44184',
  adresses: {
    depart: { ville: 'Marseille', complete: 'Gare SNCF de Marseille, 13001 Marseille' },
    arrivee: { ville: 'Saint-Nazaire', complete: 'Arrêt « Centre »\n\\ "quoted" \u2028' },
  },
  distance_depart: 1.5,
  distance_arrivee: null,
  duree_secondes: 30060,
  montant_contribution: 4300,
  nb_places_proposees: 4,
  nb_places_reservees: 1,
  computed: { nb_places_disponibles: 3 },
  is_resa_automatique: 1,
  is_roles_passagers: 0,
  roles_passagers: '1,1,0,1,0',
  description: 'Retour de vacances, voiture climatisée.',
  code_promo: null,
  villes_etapes: [
    {
      nom: 'Toulouse',
      code_commune: '31555',
      latitude: 43.60426,
      longitude: 1.44367,
      adresse: 'Gare Matabiau, 31500 Toulouse',
      note: null,
    },
  ],
  montants_etapes: [1600],
  is_publie: 1,
  is_effectue: 0,
  actif: 1,
  parent_id: null,
  serie_id: null,
  aller_id: null,
  retour_id: null,
  passager_id: 12,
  telephone_conducteur: '+33698765432',
  utilisateur_id: 1,
  conducteur: {
    id: 1,
    prenom: 'Azélie',
    avatar: '/fichiers/avatars/demo-c1-azlie.svg',
    age: 30,
    sexe: 'F',
    note: 4.8,
    nb_avis: 5,
  },
  passagers: [
    {
      id: 3,
      prenom: 'Jean',
      avatar: null,
      nb_places_reservees: 1,
      statut: 'CONFIRMEE',
      troncon: { depart: 0, arrivee: 1, ville_depart: 'Marseille', ville_arrivee: 'Toulouse' },
      telephone: '+33612345678',
    },
  ],
  mes_reservations: [
    {
      id: 12,
      nb_places_reservees: 1,
      statut: 'CONFIRMEE',
      created_at: '2026-11-20T10:00:00.000Z',
      montant_paye: 4300,
      paiement_statut: 'PAYE',
      rembourse: 0,
      date_remboursement: null,
      modification_importante_le: null,
    },
  ],
  preferences: {
    discussion: 'blabla',
    musique: true,
    fumeur: false,
    animaux: null,
    deux_max_arriere: true,
    bagages: 'moyen',
  },
  note: 4.8,
  troncon: {
    depart: 0,
    arrivee: 1,
    ville_depart: 'Marseille',
    ville_arrivee: 'Toulouse',
    montant_contribution: 1600,
    nb_places_disponibles: 2,
  },
} as Trip;

/** The trip with undocumented fields at every level, as a row or a mapping mistake would add. */
function withSecrets(value: Trip) {
  return {
    data: {
      ...value,
      email: 'conducteur@example.fr',
      conducteur: {
        ...value.conducteur,
        date_naissance: '1996-02-03',
        telephone_prive: '0600000000',
      },
      passagers: value.passagers.map((p) => ({ ...p, email: 'passager@example.fr' })),
      adresses: { ...value.adresses, depart: { ...value.adresses.depart, secret: 1 } },
    },
  };
}

describe('fast response serialiser (trip page)', () => {
  it('writes the same JSON as zod parse + JSON.stringify, and no undocumented field', () => {
    const viaZod = JSON.stringify(tripResponseSchema.parse(withSecrets(trip)));
    const fast = compileFastSerializer(tripResponseSchema)(withSecrets(trip));
    expect(fast).toBe(viaZod);
    expect(fast).toBe(JSON.stringify({ data: trip }));
    for (const secret of [
      'email',
      'date_naissance',
      'telephone_prive',
      'secret',
      '1996',
      '0600000000',
    ])
      expect(fast).not.toContain(secret);
  });

  it('writes a search page (trips and pagination) as zod does, without undocumented fields', () => {
    const page = {
      data: [withSecrets(trip).data, withSecrets({ ...trip, id: 76, passagers: [] }).data],
      meta: { current_page: 2, last_page: 3, per_page: 10, total: 25, secret: 1 },
    };
    const viaZod = JSON.stringify(tripListResponseSchema.parse(page));
    const fast = compileFastSerializer(tripListResponseSchema)(page);
    expect(fast).toBe(viaZod);
    expect(JSON.parse(fast).meta).toEqual({
      current_page: 2,
      last_page: 3,
      per_page: 10,
      total: 25,
    });
    for (const secret of ['email', 'date_naissance', 'telephone_prive', 'secret'])
      expect(fast).not.toContain(secret);
  });

  it('is the route’s serialiser for its 200 only; its errors keep zod’s', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get(
      '/t/:ok',
      {
        schema: { response: { 200: tripResponseSchema, 404: errorResponseSchema } },
        serializerCompiler: fastResponseSerializer(200, tripResponseSchema),
      },
      async (request, reply) => {
        if ((request.params as { ok: string }).ok === 'non')
          return reply
            .status(404)
            .send({ errors: [{ status: '404', detail: 'absent', stack: 'x' }] } as never);
        return withSecrets(trip) as never;
      },
    );
    const ok = await app.inject({ method: 'GET', url: '/t/oui' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(JSON.stringify({ data: trip }));
    const missing = await app.inject({ method: 'GET', url: '/t/non' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: [{ status: '404', detail: 'absent' }] });
    await app.close();
  });
});
