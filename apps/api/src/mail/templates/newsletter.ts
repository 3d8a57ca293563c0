import { capitalise } from '@bonneroute/shared/auth';
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
      footnote:
        'Vous recevez cette lettre car vous êtes membre de BonneRoute. Pour ne plus la recevoir, répondez simplement « STOP » à ce message.',
    },
    input.siteUrl,
  );
  return { subject: `${input.titre} — BonneRoute`, ...rendered };
}
