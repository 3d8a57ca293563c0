import { apiErrorTexts, commonTexts } from '@bonneroute/shared/texts';
import type { ErrorResponse } from '@bonneroute/shared/api';
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

type Body = Record<string, unknown> | FormData | URLSearchParams | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** By default a 401 sends the browser to the 401 page (spec §2); login calls opt out. */
  handleUnauthorized?: boolean;
  /** Send this token instead of the stored one (revoking a session the browser let expire). */
  token?: string;
  /** Let the request outlive the page (a last report sent while the tab closes). */
  keepalive?: boolean;
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app shell decides what a 401 does (navigate to /erreur401). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** How a request reaches the API: `fetch` in the browser; the server render injects its own. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/**
 * The transport's one injection point: the server render (entry-server.tsx) answers `/api/…`
 * in-process, without cookies, so public pages are fetched as an anonymous visitor sees them.
 */
export function setApiFetch(transport: ApiFetch): void {
  apiFetch = transport;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export function buildQuery(query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Every call of the web app to /api: bearer token, CSRF header from the XSRF-TOKEN cookie,
 * credentials (spec §7), JSON or form bodies, and French errors.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? sessionStore.validToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    if (!readCookie('XSRF-TOKEN')) await apiFetch('/api/health', { credentials: 'same-origin' });
    const csrf = readCookie('XSRF-TOKEN');
    if (csrf) headers['x-xsrf-token'] = decodeURIComponent(csrf);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await apiFetch(`/api${path}${buildQuery(options.query)}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, commonTexts.serviceUnavailable, null);
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const errorBody = isErrorResponse(payload) ? payload : null;
    const detail = errorBody?.errors[0]?.detail ?? fallbackDetail(response.status);
    const error = new ApiError(response.status, detail, errorBody);
    if (response.status === 401 && options.handleUnauthorized !== false) onUnauthorized(error);
    throw error;
  }
  return payload as T;
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
