import { waitFor } from '@testing-library/react';
import type { FullUser } from '@bonneroute/shared/user-space';

/** A profile as GET /utilisateurs/{id}/full answers it, for the profile forms' tests. */
export function aUser(overrides: Partial<FullUser> = {}): FullUser {
  return {
    id: 7,
    email: 'lea@exemple.fr',
    prenom: 'Léa',
    nom: 'Durand',
    sexe: 'F',
    date_naissance: '1990-03-15',
    avatar: null,
    role: 'USER',
    activated: 1,
    nationalite: 'FR',
    pays_residence: 'FR',
    adresse: null,
    ville: null,
    code_postal: null,
    mobile: null,
    telephone_infos: { numero: null, is_verifie: 0 },
    documents: {},
    vehicules: [],
    partage_le: null,
    ...overrides,
  };
}

/** jsdom has no modal dialogs: the profile's dialogs open and close as a browser would. */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}

/** The form body of the first POST a stubbed fetch received (the first call may fetch the CSRF cookie). */
export function waitForPostedForm(fetchMock: { mock: { calls: unknown[][] } }) {
  return waitFor(() => {
    const post = (fetchMock.mock.calls as [string, RequestInit?][]).find(
      ([, init]) => init?.method === 'POST',
    );
    if (!post) throw new Error('no POST sent');
    return Object.fromEntries(post[1]!.body as FormData);
  });
}
