import { describe, expect, it } from 'vitest';
import { mayPerform, PERMISSIONS, ROUTE_PERMISSIONS, type PermissionName } from './permissions';

describe('the permission table', () => {
  it('never lets a MANAGER or an ADMIN write a member’s account as the member', () => {
    for (const role of ['MANAGER', 'ADMIN']) {
      expect(mayPerform(role, 'modifier-compte')).toBe(false);
      expect(mayPerform(role, 'modifier-compte', { owner: true })).toBe(true);
      expect(mayPerform(role, 'lire-compte')).toBe(true);
    }
    expect(mayPerform('USER', 'lire-compte')).toBe(false);
    expect(mayPerform('USER', 'lire-compte', { owner: true })).toBe(true);
  });

  it('keeps corrections, money and lock-outs for ADMIN', () => {
    for (const name of [
      'corriger-compte',
      'gerer-codes-promo',
      'suspendre-utilisateur',
      'desactiver-trajet',
    ] as const) {
      expect(mayPerform('ADMIN', name)).toBe(true);
      expect(mayPerform('MANAGER', name)).toBe(false);
      expect(mayPerform('USER', name, { owner: true })).toBe(false);
    }
  });

  it('asks a login for everything but the public pages', () => {
    for (const name of Object.keys(PERMISSIONS) as PermissionName[]) {
      expect(mayPerform(null, name)).toBe(name === 'consulter-public');
    }
  });

  it('routes every user’s write through the owner and every entry through a known permission', () => {
    for (const [route, permission] of Object.entries(ROUTE_PERMISSIONS)) {
      expect(PERMISSIONS[permission]).toBeDefined();
      const [method, path] = route.split(' ');
      // A write under a member's path is the path's owner's alone: no role, staff included.
      if (path!.startsWith('/api/utilisateurs/{id}') && method !== 'GET') {
        expect(PERMISSIONS[permission]).toMatchObject({
          qui: ['proprietaire'],
          proprietaire: 'chemin',
        });
        for (const role of ['USER', 'MANAGER', 'ADMIN'])
          expect(mayPerform(role, permission, { owner: false })).toBe(false);
      }
      if (path!.startsWith('/api/admin/') && path !== '/api/admin/public-message') {
        expect(mayPerform('USER', permission, { owner: true })).toBe(false);
      }
    }
  });
});
