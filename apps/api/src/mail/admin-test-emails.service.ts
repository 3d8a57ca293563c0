import { recordAction } from '../audit/audit.service';
import type { AppDeps } from '../lib/app-deps';
import { sampleEmail, type TestEmailName } from './admin-test-emails';

/** docs/product/messaging.md a sample of one e-mail, sent to the admin asking, and written in the journal. */
export async function sendTestEmail(
  deps: Pick<AppDeps, 'db' | 'mail' | 'siteUrl'>,
  user: { id: number; email: string; prenom: string },
  name: TestEmailName,
): Promise<number> {
  const mail = sampleEmail(name, user.prenom, deps.siteUrl);
  const { id } = await deps.mail.send({
    to: user.email,
    subject: `[Test] ${mail.subject}`,
    html: mail.html,
    text: mail.text,
    template: `test-${name}`,
    utilisateurId: user.id,
  });
  await recordAction(deps, {
    auteurId: user.id,
    action: 'envoyer-email-test',
    cibleType: 'email',
    cibleId: id,
    details: { modele: name },
  });
  return id;
}
