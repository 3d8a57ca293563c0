/**
 * Secrets in e-mails: a validation or reset link is a key to an account, so the stored
 * copy of a mail never carries it. The template hands its secrets to the mail service, which
 * stores the body with a numbered marker in their place and keeps the values only where the
 * delivery needs them (the `send_email` job payload for SMTP, the `secrets` column of an outbox
 * row that no HTTP route selects). Staff views show « [masqué] » (docs/decisions/007-security.md).
 */
export const REDACTED = '[masqué]';

const MARKER = /\[\[secret-(\d+)\]\]/g;

function marker(index: number): string {
  return `[[secret-${index + 1}]]`;
}

/** The body with every occurrence of each secret replaced by its marker. */
export function sealSecrets(body: string, secrets: readonly string[]): string {
  return secrets.reduce(
    (sealed, secret, index) => (secret ? sealed.split(secret).join(marker(index)) : sealed),
    body,
  );
}

/** The body as the recipient must receive it: markers replaced by their secrets. */
export function restoreSecrets(body: string, secrets: readonly string[] | null): string {
  return body.replace(MARKER, (whole, n: string) => secrets?.[Number(n) - 1] ?? whole);
}

/**
 * Headers get the same treatment as the body: `List-Unsubscribe` carries the signed link that
 * stops an alert without a login, so the stored `emails.headers` hold its marker, never the
 * signature; delivery puts it back from the same secrets.
 */
export function sealHeaders(
  headers: Readonly<Record<string, string>> | undefined,
  secrets: readonly string[],
): Record<string, string> | null {
  if (!headers) return null;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, sealSecrets(value, secrets)]),
  );
}

export function restoreHeaders(
  headers: Readonly<Record<string, string>> | null,
  secrets: readonly string[] | null,
): Record<string, string> | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, restoreSecrets(value, secrets)]),
  );
}

/**
 * Links of the site that carry a one-time secret in their path: masked in staff views even in
 * mails stored before markers existed.
 */
const SECRET_LINK = /(\/(?:validation-email|reset-mot-de-passe)\/)[A-Za-z0-9_-]{16,}/g;

/** What a MANAGER or ADMIN may read of a stored body. */
export function redactForStaff(body: string): string {
  return body.replace(MARKER, REDACTED).replace(SECRET_LINK, `$1${REDACTED}`);
}
