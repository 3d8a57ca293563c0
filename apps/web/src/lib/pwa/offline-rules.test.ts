import { describe, expect, it } from 'vitest';
import { isReadableOffline } from './offline-rules';

describe('what the service worker may serve from its cache', () => {
  it('keeps what a member reads: trips, searches, their next trip, their account', () => {
    for (const path of [
      '/api/trajets/42',
      '/api/covoiturages/2026-12-05',
      '/api/utilisateurs/7/prochain-trajet',
      '/api/auth/me',
      '/api/notifications',
      '/api/communes/paris/prochains-trajets',
    ])
      expect(isReadableOffline(path), path).toBe(true);
  });

  it('never the money API, sign-in, staff or downloads', () => {
    for (const path of [
      '/api/paiements/12/retour',
      '/api/trajets/42/devis',
      '/api/utilisateurs/7/argent',
      '/api/utilisateurs/7/versements',
      '/api/utilisateurs/7/recus/2026',
      '/api/utilisateurs/7/export',
      '/api/utilisateurs/7/iban',
      '/api/utilisateurs/7/cartes',
      '/api/utilisateurs/7/paiements/3/recu',
      '/api/passagers/9/annulation',
      '/api/utilisateurs/7/tableau-de-bord',
      '/api/code-promo/ROUTE10',
      '/api/auth/config',
      '/api/admin/rapprochement',
      '/api/push/cle-publique',
      '/fichiers/avatars/a.jpg',
    ])
      expect(isReadableOffline(path), path).toBe(false);
  });
});
