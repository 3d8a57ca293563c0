import { expect } from '@playwright/test';
import { queryE2eDatabase } from './database';

/**
 * The newest e-mail the app sent to an address, read from its outbox (what the user would find
 * in their mailbox), and the path of the first link to the site it carries.
 */
export async function readMailLink(recipient: string, pathPrefix: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const rows = await queryE2eDatabase<{ text: string }>(
        'SELECT text FROM emails WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [recipient],
      );
      text = rows[0]?.text ?? '';
      return text.includes(pathPrefix);
    })
    .toBe(true);
  const match = new RegExp(`https?://[^\\s/]+(${pathPrefix}\\S*)`).exec(text);
  return match![1]!;
}
