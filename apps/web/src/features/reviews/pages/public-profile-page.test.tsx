import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PublicProfile, Review } from '@bonneroute/shared/reviews';
import { routePaths } from '@bonneroute/shared/routes';
import { sessionStore } from '@/lib/session-store';
import { fakeApi, renderAt } from '../test/fake-api';
import PublicProfilePage from './public-profile-page';

const profile: PublicProfile = {
  id: 34,
  prenom: 'Camille',
  age: 38,
  avatar: null,
  membre_depuis: '2025-03-02',
  verifications: { email: 1, telephone: 0, identite: 1 },
  trajets_conducteur: 1,
  trajets_passager: 0,
  note: 4.5,
  nb_avis: 2,
  vehicules: [{ marque: 'Peugeot', modele: '308', couleur: 'Bleu' }],
};
const review: Review = {
  id: 7,
  trajet: { id: 12, ville_depart: 'Paris', ville_arrivee: 'Lyon', date: '2026-03-10' },
  auteur: { id: 5, prenom: 'Léo', avatar: null },
  cible: { id: 34, prenom: 'Camille', avatar: null },
  role_auteur: 'PASSAGER',
  role_cible: 'CONDUCTEUR',
  note: 4,
  commentaire: 'Très bien <b>vraiment</b>\nà refaire',
  publie_le: '2026-03-12T10:00:00.000Z',
  reponse: 'Merci Léo !',
  reponse_le: '2026-03-13T10:00:00.000Z',
  signale: 0,
};

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('PublicProfilePage', () => {
  it('shows the profile, what is verified, the trips, the vehicle and the reviews as text', async () => {
    sessionStore.save('jeton');
    fakeApi((call) => {
      if (call.path === '/api/auth/me')
        return {
          status: 200,
          body: {
            data: {
              id: 5,
              prenom: 'Léo',
              nom: 'M',
              email: 'l@e.fr',
              role: 'USER',
              avatar: null,
              activated: 1,
            },
          },
        };
      if (call.path === '/api/profils/34') return { status: 200, body: { data: profile } };
      if (call.path === '/api/profils/34/avis?page=1')
        return {
          status: 200,
          body: { data: [review], meta: { current_page: 1, last_page: 1, total: 1, per_page: 10 } },
        };
      return undefined;
    });
    renderAt(<PublicProfilePage />, routePaths.profilUtilisateur, '/utilisateurs/34');
    await screen.findByRole('heading', { name: 'Camille, 38 ans' });
    expect(screen.getByText('Membre depuis mars 2025')).toBeTruthy();
    expect(screen.getByText('4,5 ★')).toBeTruthy();
    expect(screen.getByText(/Pièce d’identité vérifiée/)).toBeTruthy();
    expect(screen.getByText(/Téléphone non vérifié/)).toBeTruthy();
    expect(screen.getByText('1 trajet comme conducteur')).toBeTruthy();
    expect(screen.getByText('Aucun trajet comme passager')).toBeTruthy();
    expect(screen.getByText('Peugeot 308 · bleu')).toBeTruthy();
    const comment = await screen.findByText(/Très bien <b>vraiment<\/b>/);
    expect(comment.querySelector('b')).toBeNull();
    expect(screen.getByText('Merci Léo !')).toBeTruthy();
    // The viewer wrote this review: no « Signaler », no « Répondre ».
    expect(screen.queryByRole('button', { name: /Signaler l’avis/ })).toBeNull();
    // The profile itself can be reported.
    expect(screen.getByRole('button', { name: /Signaler le profil de/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Répondre/ })).toBeNull();
  });

  it('tells when the profile is not available', async () => {
    fakeApi((call) =>
      call.path === '/api/profils/9'
        ? {
            status: 404,
            body: {
              errors: [
                { status: '404', detail: 'Ce profil n’existe pas ou n’est plus disponible.' },
              ],
            },
          }
        : undefined,
    );
    renderAt(<PublicProfilePage />, routePaths.profilUtilisateur, '/utilisateurs/9');
    await screen.findByText('Ce profil n’existe pas ou n’est plus disponible.');
  });

  it('reads the id as the server does: the largest id (10 digits) is asked for', async () => {
    const calls = fakeApi(() => undefined);
    const router = renderAt(
      <PublicProfilePage />,
      routePaths.profilUtilisateur,
      '/utilisateurs/2147483647',
    );
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/api/profils/2147483647')).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/utilisateurs/2147483647');
  });
});
