/**
 * docs/product/accounts.md: `referer` on /vous-identifier is where the user goes after logging in. Only a path
 * of this site is followed (never "//evil.example" or "https://…"), and never back to a login
 * or sign-up screen.
 */
const AUTH_SCREENS = ['/vous-identifier', '/inscription-bonneroutier'];

export function safeRedirectPath(referer: string | null | undefined): string | null {
  if (!referer) return null;
  const value = referer.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (AUTH_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`))) return null;
  return value;
}
