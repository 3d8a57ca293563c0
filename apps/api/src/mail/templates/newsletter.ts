import { capitalise } from '@bonneroute/shared/auth';
import { routePaths } from '@bonneroute/shared/routes';
import { renderMail } from './layout';

/** The newsletter: a title, paragraphs and one link, written by the team in the admin area. */
export function newsletterEmail(input: {
  prenom: string;
  titre: string;
  paragraphes: string[];
  action?: { label: string; url: string };
  siteUrl: string;
}) {
  const rendered = renderMail(
    {
      title: input.titre,
      preheader: input.paragraphes[0]?.slice(0, 120) ?? input.titre,
      paragraphs: [`Bonjour ${capitalise(input.prenom)},`, ...input.paragraphes],
      action: input.action,
      // Sent only to members who opted in (docs/product/accounts.md: consent): say how to stop.
      footnote: `Vous recevez cette lettre car vous l’avez demandée. Pour ne plus la recevoir, décochez « Recevoir la lettre d’information » sur ${input.siteUrl}${routePaths.donneesUtilisateurs} ou répondez « STOP » à ce message.`,
    },
    input.siteUrl,
  );
  return { subject: `${input.titre} — BonneRoute`, ...rendered };
}
