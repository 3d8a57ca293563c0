import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewTexts, type ReviewToWrite } from '@bonneroute/shared/reviews';
import { routePaths } from '@bonneroute/shared/routes';
import { fakeApi, renderAt } from '../test/fake-api';
import WriteReviewPage from './write-review-page';

const item: ReviewToWrite = {
  trajet: {
    id: 12,
    ville_depart: 'Paris',
    ville_arrivee: 'Lyon',
    date: '2026-03-10',
    heure: '08:30',
  },
  cible: { id: 34, prenom: 'Camille', avatar: null },
  role_cible: 'CONDUCTEUR',
  dernier_jour: '2026-03-24',
  date_limite: '2026-03-24T23:00:00.000Z',
  avis_recu_en_attente: 0,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WriteReviewPage', () => {
  it('checks the review with the shared rules, then sends it and tells what happens next', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/api/avis/a-ecrire') return { status: 200, body: { data: [item] } };
      if (call.method === 'POST' && call.path === '/api/avis')
        return {
          status: 201,
          body: {
            data: {
              id: 1,
              trajet: item.trajet,
              auteur: { id: 5, prenom: 'Léo', avatar: null },
              cible: item.cible,
              role_auteur: 'PASSAGER',
              role_cible: 'CONDUCTEUR',
              note: 2,
              commentaire: 'Quarante minutes de retard.',
              publie_le: null,
              reponse: null,
              reponse_le: null,
              statut: 'EN_ATTENTE',
              dernier_jour: '2026-03-24',
              masque_motif: null,
              created_at: '2026-03-11T10:00:00.000Z',
            },
          },
        };
      return undefined;
    });
    renderAt(<WriteReviewPage />, routePaths.avisEcrire, '/utilisateurs/avis/ecrire/12/34');
    await screen.findByRole('heading', { name: 'Votre avis sur Camille' });
    expect(screen.getByText('À écrire avant la fin du mardi 24 mars 2026')).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Envoyer mon avis' });
    await userEvent.click(send);
    expect(screen.getByText(reviewTexts.ratingRange)).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: '2 étoiles — Décevant' }));
    await userEvent.click(send);
    expect(screen.getByText(reviewTexts.commentRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(
      screen.getByLabelText('Votre commentaire (obligatoire)'),
      '  Quarante minutes de retard. ',
    );
    await userEvent.click(send);
    await screen.findByText(/Merci ! Votre avis est enregistré\./);
    expect(
      screen.getByText(
        /Il sera publié quand Camille aura laissé le sien, ou au plus tard à la fin du mardi 24 mars 2026\./,
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      trajet_id: 12,
      cible_id: 34,
      note: 2,
      commentaire: 'Quarante minutes de retard.',
    });
  });

  it('says so when the review is no longer to write', async () => {
    fakeApi((call) =>
      call.path === '/api/avis/a-ecrire' ? { status: 200, body: { data: [] } } : undefined,
    );
    renderAt(<WriteReviewPage />, routePaths.avisEcrire, '/utilisateurs/avis/ecrire/12/99');
    await screen.findByText(/Cet avis n’est plus à écrire/);
  });
});
