import { expect } from '@playwright/test';
import { queryE2eDatabase } from './database';
import { restoreHeaders, restoreSecrets } from '../../../apps/api/src/mail/mail-secrets';

/**
 * The newest e-mail the app sent to an address, read from its outbox (what the user would find
 * in their mailbox), and the path of the first link to the site it carries.
 */
export async function readMailLink(recipient: string, pathPrefix: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const rows = await queryE2eDatabase<{ text: string; secrets: string[] | null }>(
        'SELECT text, secrets FROM emails WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [recipient],
      );
      // The row holds markers where the link's secret goes: put it back, as the
      // recipient's mailbox would show it.
      text = restoreSecrets(rows[0]?.text ?? '', rows[0]?.secrets ?? null);
      return text.includes(pathPrefix);
    })
    .toBe(true);
  const match = new RegExp(`https?://[^\\s/]+(${pathPrefix}\\S*)`).exec(text);
  return match![1]!;
}

/** A header of the newest e-mail of that template sent to an address, as delivered. */
export async function readMailHeader(
  recipient: string,
  template: string,
  name: string,
): Promise<string> {
  let value: string | undefined;
  await expect
    .poll(async () => {
      const rows = await queryE2eDatabase<{
        headers: Record<string, string> | null;
        secrets: string[] | null;
      }>(
        'SELECT headers, secrets FROM emails WHERE recipient = $1 AND template = $2 ORDER BY id DESC LIMIT 1',
        [recipient, template],
      );
      value = restoreHeaders(rows[0]?.headers ?? null, rows[0]?.secrets ?? null)?.[name];
      return value !== undefined;
    })
    .toBe(true);
  return value!;
}
