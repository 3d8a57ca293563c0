import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute } from './match-route';

describe('matchRoute', () => {
  it('finds static routes', () => {
    expect(matchRoute('/')?.name).toBe('welcome');
    expect(matchRoute('/mentions-legales')?.name).toBe('mentionsLegales');
    expect(matchRoute('/utilisateurs')?.name).toBe('homeUtilisateurs');
    expect(matchRoute('/utilisateurs/')?.name).toBe('homeUtilisateurs');
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/utilisateurs/infos')?.name).toBe('infosUtilisateurs');
    expect(matchRoute('/utilisateurs/admin/otp-mobile')?.name).toBe('otpMobileAdmin');
    expect(matchRoute('/utilisateurs/avis/ecrire/12/34')).toEqual({
      name: 'avisEcrire',
      params: { trajet: '12', cible: '34' },
    });
    expect(matchRoute('/utilisateurs/42')).toEqual({
      name: 'profilUtilisateur',
      params: { id: '42' },
    });
  });

  it('decodes parameters and handles the optional one', () => {
    expect(matchRoute('/covoiturages/saint-%C3%A9tienne/lyon')).toEqual({
      name: 'villes',
      params: { nom_ville_depart: 'saint-étienne', nom_ville_arrivee: 'lyon' },
    });
    expect(matchRoute('/validation-email/abc')).toEqual({
      name: 'validation',
      params: { hash: 'abc', prenom: undefined },
    });
    expect(matchRoute('/validation-email/abc/lea')?.params.prenom).toBe('lea');
    expect(matchRoute('/t/12')?.name).toBe('covoiturageCourt');
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nexiste-pas')).toBeNull();
    expect(matchRoute('/covoiturage/1/2/3')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills parameters and the query string', () => {
    expect(buildPath('covoiturage', { id: 12 })).toBe('/covoiturage/12');
    expect(buildPath('connexion', {}, { referer: '/utilisateurs/trajets?type=passager' })).toBe(
      '/vous-identifier?referer=%2Futilisateurs%2Ftrajets%3Ftype%3Dpassager',
    );
    expect(buildPath('validation', { hash: 'h' })).toBe('/validation-email/h');
    expect(buildPath('welcome')).toBe('/');
  });
});
