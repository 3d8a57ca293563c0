/**
 * Which push endpoints the server will call (docs/decisions/031-installable-app.md). A
 * subscription's endpoint is a URL the browser gives and the server later POSTs to: left open, a
 * member could make the server call inside its own network (SSRF). Only the browsers' push
 * services are accepted, over https on the default port, plus the exact origins an operator lists
 * in `PUSH_EXTRA_ORIGINS` (tests, a self-hosted service).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
  'web.push.apple.com', // Safari, iOS home-screen apps
];
const PUSH_SERVICE_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

export function parseExtraOrigins(value: string): Set<string> {
  const origins = new Set<string>();
  for (const item of value.split(',')) {
    const trimmed = item.trim();
    if (!trimmed) continue;
    try {
      origins.add(new URL(trimmed).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: Set<string>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.has(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.includes(host) ||
    PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}
