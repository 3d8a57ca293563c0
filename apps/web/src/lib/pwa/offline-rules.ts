/**
 * What the service worker may keep for reading offline (docs/decisions/031-installable-app.md).
 * Kept apart from sw.ts so the rules are unit-tested in Node.
 *
 * Never from a cache: anything but GET (Workbox routes match GET only), the money API (payments,
 * earnings, payouts, receipts, quotes, refund quotes, promo codes, cards, bank details, identity
 * documents, reconciliation), sign-in calls, staff pages, and
 * file downloads. Everything else a member reads is served from the network first and, with no
 * network, from what was last read.
 */
const NEVER_CACHED_API =
  /^\/api\/(?:auth\/(?!me$)|admin\/|paiements|versements|rapprochement|codes?-promo|push\/|.*\/(?:paiements|devis|argent|gains|versements|recus|releves|export|code-promo|cartes|iban|documents|annulation|tableau-de-bord)(?:\/|$))/;

export function isReadableOffline(pathname: string): boolean {
  return pathname.startsWith('/api/') && !NEVER_CACHED_API.test(pathname);
}

/** Pages kept once visited; the payment pages and staff pages are always fetched. */
const NEVER_CACHED_PAGES = [/^\/api\//, /^\/fichiers\//, /^\/paiement\//, /^\/utilisateurs\/admin/];

export const pageDenylist: RegExp[] = NEVER_CACHED_PAGES;

/** The caches that hold a member's data: emptied at logout. */
export const PRIVATE_CACHES = ['bonneroute-api', 'bonneroute-pages'] as const;

/** The page a visitor gets offline for what they never visited. */
export const OFFLINE_PAGE = '/hors-ligne.html';
