import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  asMultipart,
  asUrlEncoded,
  buildQuery,
  setApiFetch,
  setUnauthorizedHandler,
  unwrap,
} from './api-client';
import { sessionStore } from './session-store';

interface Sent {
  url: string;
  init: RequestInit;
}

function transport(status: number, body?: unknown) {
  const sent: Sent[] = [];
  setApiFetch(async (url, init) => {
    sent.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=jeton%20csrf';
});

afterEach(() => {
  setApiFetch(null);
  setUnauthorizedHandler(() => undefined);
  sessionStore.clear();
});

describe('the typed API client', () => {
  it('sends the query as the server reads it: nested filters, 1/0 flags, lists, no empty value', () => {
    expect(
      buildQuery({
        filter: { email: 'a@b.fr', activated: 1, vide: '' },
        categorie: ['economies', 'tendances'],
        actif: true,
        page: undefined,
      }),
    ).toBe(
      '?filter%5Bemail%5D=a%40b.fr&filter%5Bactivated%5D=1&categorie=economies%2Ctendances&actif=1',
    );
  });

  it('goes through the injected transport with the bearer token and the CSRF header', async () => {
    const sent = transport(200, { data: { google_client_id: null } });
    sessionStore.save('jeton-session');
    const answer = await unwrap(api.GET('/auth/config'));
    expect(answer.data.google_client_id).toBeNull();
    expect(sent[0]?.url).toBe('/api/auth/config');
    expect(sent[0]?.init.headers).toMatchObject({ authorization: 'Bearer jeton-session' });

    await unwrap(api.POST('/auth/logout'));
    expect(sent[1]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(sent[1]?.init.headers).toMatchObject({ 'x-xsrf-token': 'jeton csrf' });
  });

  it('sends a form body as multipart or urlencoded, without a JSON content type', async () => {
    const sent = transport(200, { data: { message: 'ok', rembourse: 0 } });
    await unwrap(
      api.POST('/annulations', {
        body: { trajet_id: 12, passager_id: undefined },
        bodySerializer: asMultipart,
      }),
    );
    const body = sent[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).entries()]).toEqual([['trajet_id', '12']]);
    expect(sent[0]?.init.headers).not.toHaveProperty('content-type');
    expect(asUrlEncoded({ nb_places_proposees: 3, roles: null }).toString()).toBe(
      'nb_places_proposees=3',
    );
  });

  it('throws the server’s French detail, and hands a 401 to the app shell unless told not to', async () => {
    transport(401, { errors: [{ status: '401', detail: 'Votre session a expiré.' }] });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const failure = unwrap(api.GET('/auth/me'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, detail: 'Votre session a expiré.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(unwrap(api.GET('/auth/me'), { handleUnauthorized: false })).rejects.toThrow(
      'Votre session a expiré.',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers a French message when the server cannot be reached', async () => {
    setApiFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(unwrap(api.GET('/tarifs'))).rejects.toMatchObject({ status: 0 });
  });
});
