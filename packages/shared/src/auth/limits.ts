/** docs/product/accounts.md "Field limits" User. */
export const EMAIL_MAX_LENGTH = 180;
export const NAME_MAX_LENGTH = 75;
export const PASSWORD_MAX_LENGTH = 48;
/** docs/product/accounts.md: registration passwords need 8 characters, reset passwords 10. */
export const REGISTRATION_PASSWORD_MIN_LENGTH = 8;
export const RESET_PASSWORD_MIN_LENGTH = 10;
/** Login accepts older or admin-set passwords, but bounds the hashing work. */
export const LOGIN_PASSWORD_MAX_LENGTH = 256;

/** docs/product/accounts.md: a session lasts 1 hour; each navigation while valid extends it by 60 000 ms. */
export const SESSION_DURATION_MS = 60 * 60 * 1000;
export const NAVIGATION_EXTENSION_MS = 60_000;
/** At most this many navigations are credited by one extension call (abuse bound). */
export const MAX_NAVIGATIONS_PER_EXTENSION = 100;
/**
 * The server credits at most one navigation (60 s) per minute elapsed since its last
 * credit, and no session outlives this long after its login (a new login is needed).
 */
export const SESSION_MAX_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * The server keeps a session this much longer than the browser believes, so that the browser
 * always notices the end first (docs/decisions.md "Session expiry").
 */
export const SESSION_SERVER_GRACE_MS = 30_000;

/** The validation hash of accounts created through Google sign-in (docs/product/accounts.md: Validation screen). */
export const GOOGLE_VALIDATION_HASH = 'verified-by-google';

/** docs/product/accounts.md: after a reset the page goes to login 7.5 s later. */
export const RESET_REDIRECT_MS = 7500;
/** "Connexion réussie" stays this long before leaving the login page (docs/decisions.md). */
export const LOGIN_SUCCESS_REDIRECT_MS = 1000;
