import createClient from 'openapi-fetch';
import type { Readable } from 'openapi-typescript-helpers';
import { apiErrorTexts, commonTexts } from '@bonneroute/shared/texts';
import type { ErrorResponse } from '@bonneroute/shared/api';
import type { paths } from '@/generated/api-schema';
import { sessionStore } from './session-store';

/** An API answer with an error status; `detail` is the server's French message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly body: ErrorResponse | null,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
  get code(): string | undefined {
    return this.body?.errors[0]?.code;
  }
}

/**
 * How a request leaves: the browser's `fetch` by default (looked up at each call, so tests can
 * stub it). The one injection point of the transport: a server rendering pages runs the same
 * query functions through its own fetch (absolute URL, forwarded cookies) with `setApiFetch`.
 */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
const browserFetch: ApiFetch = (url, init) => fetch(url, init);
let apiFetch: ApiFetch = browserFetch;

export function setApiFetch(next: ApiFetch | null): void {
  apiFetch = next ?? browserFetch;
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app shell decides what a 401 does (navigate to /erreur401). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

type QueryValue = string | number | boolean | undefined | null;
type QueryObject = { [key: string]: QueryValue | QueryValue[] | QueryObject };

/**
 * Empty values are left out, booleans sent as 1/0, lists joined by commas and nested objects as
 * `filter[email]`, as the server's query schemas read them.
 */
export function buildQuery(query: QueryObject | undefined): string {
  const search = new URLSearchParams();
  const add = (prefix: string, value: QueryValue | QueryValue[] | QueryObject) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(prefix, value.join(','));
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${prefix}[${key}]`, inner);
    } else search.set(prefix, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(query ?? {})) add(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * openapi-fetch builds its request with this class: it keeps the URL and the init as they are
 * (a FormData body stays a FormData, a relative URL stays relative) for `send` to hand to the
 * transport, instead of a `Request` that needs an absolute URL and streams its body.
 */
class PendingRequest {
  readonly method: string;
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {
    this.method = init.method ?? 'GET';
  }
}

/**
 * Every call of the web app to /api goes through here: bearer token, CSRF header from the
 * XSRF-TOKEN cookie, credentials (docs/product/README.md), JSON or form bodies; a network failure becomes the
 * French "service unavailable" error.
 */
async function send(input: Request): Promise<Response> {
  if (!(input instanceof PendingRequest)) throw new TypeError('Requête inattendue');
  const { url, init } = input;
  const headers: Record<string, string> = { accept: 'application/json' };
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  // A form body sets its own content type (multipart boundary, urlencoded).
  if (init.body instanceof FormData || init.body instanceof URLSearchParams)
    delete headers['content-type'];
  // No stored session where there is no browser storage (a server rendering public pages).
  const stored = typeof localStorage === 'undefined' ? null : sessionStore.validToken();
  const token = headers.authorization ? undefined : stored;
  if (token) headers.authorization = `Bearer ${token}`;
  const method = input.method.toUpperCase();
  if (method !== 'GET') {
    if (!readCookie('XSRF-TOKEN'))
      await apiFetch('/api/health', { credentials: 'same-origin' }).catch(() => undefined);
    const csrf = readCookie('XSRF-TOKEN');
    if (csrf) headers['x-xsrf-token'] = decodeURIComponent(csrf);
  }
  try {
    return await apiFetch(url, {
      method,
      headers,
      body: init.body,
      credentials: 'same-origin',
      signal: init.signal,
      keepalive: init.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, commonTexts.serviceUnavailable, null);
  }
}

/**
 * The typed client: paths, parameters, bodies and answers come from the API's OpenAPI document
 * (`generated/api-schema.ts`, generated by `npm run api:types`). Read answers through `unwrap`.
 */
export const api = createClient<paths>({
  baseUrl: '/api',
  Request: PendingRequest as unknown as typeof Request,
  fetch: send,
  querySerializer: (query) => buildQuery(query as QueryObject).slice(1),
  bodySerializer: (body: unknown) =>
    body instanceof FormData || body instanceof URLSearchParams ? body : JSON.stringify(body),
});

type FieldValue = string | number | boolean | Blob | object | null | undefined;

/**
 * Body serializers for the endpoints that take forms (docs/product/README.md: multipart or urlencoded): the call
 * still passes the typed body, e.g. `api.POST('/annulations', { body, bodySerializer: asMultipart })`.
 * Missing values are left out; a file keeps its name; a list goes as JSON text (`villes_etapes`).
 */
export function asMultipart(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, FieldValue][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

export function asUrlEncoded(fields: object): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields) as [string, FieldValue][]) {
    if (value === undefined || value === null || value instanceof Blob) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** The bearer header of another session than the stored one (revoking one the browser let expire). */
export function withToken(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface UnwrapOptions {
  /** By default a 401 sends the browser to the 401 page (docs/product/README.md); login calls opt out. */
  handleUnauthorized?: boolean;
}

/** What openapi-fetch answers: `data` on success, `error` (the parsed body) otherwise. */
interface Outcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success member's `data` (the error member has an `error` that is never `never`). */
type SuccessData<Result> = Result extends { data: infer Data; error?: never } ? Data : never;

/**
 * The answer's body, typed by the OpenAPI document; an error status throws an `ApiError` with
 * the server's French `errors[0].detail` (or a French text for the status).
 */
export function unwrap<Result extends Outcome>(
  pending: Promise<Result>,
  options?: UnwrapOptions,
): Promise<SuccessData<Result>>;
export async function unwrap(pending: Promise<Outcome>, options: UnwrapOptions = {}) {
  const outcome = await pending;
  if (outcome.response.ok && outcome.error === undefined) return outcome.data;
  const { status } = outcome.response;
  const errorBody = isErrorResponse(outcome.error) ? outcome.error : null;
  const detail = errorBody?.errors[0]?.detail ?? fallbackDetail(status);
  const error = new ApiError(status, detail, errorBody);
  if (status === 401 && options.handleUnauthorized !== false) onUnauthorized(error);
  throw error;
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as ErrorResponse).errors)
  );
}

function fallbackDetail(status: number): string {
  if (status === 401) return apiErrorTexts.unauthenticated;
  if (status === 403) return apiErrorTexts.forbidden;
  if (status === 404) return apiErrorTexts.notFound;
  if (status === 429) return apiErrorTexts.rateLimited;
  return commonTexts.genericError;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? JsonBody<Responses[Extract<keyof Responses, 200 | 201 | 202>]>
  : never;

/**
 * The JSON answer of `method path` as the OpenAPI document describes it, and as `unwrap` returns
 * it (openapi-fetch's `Readable` leaves out the members typed `null` alone, such as `bic`).
 */
export type ApiResponse<Path extends keyof paths, M extends Method = 'get'> = Readable<
  SuccessBody<paths[Path][M]>
>;

/** The `data` member of that answer (most answers are `{ data, meta? }`). */
export type ApiData<Path extends keyof paths, M extends Method = 'get'> =
  ApiResponse<Path, M> extends { data: infer Data } ? Data : never;

/** The JSON body `method path` takes. */
export type ApiBody<Path extends keyof paths, M extends Method = 'post'> = paths[Path][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
