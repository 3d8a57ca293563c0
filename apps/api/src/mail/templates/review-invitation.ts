import { capitalise } from '@bonneroute/shared/auth';
import { formatDateFr } from '@bonneroute/shared/dates';
import { formatDayFr } from '@bonneroute/shared/reviews';
import { renderMail } from './layout';
import { tripRoute, type MailTrip } from './trip-summary';

/**
 * The day after arrival (and a week later if nothing came): « Comment s’est passé votre trajet
 * avec Camille ? », with a link to the review form.
 */
export function reviewInvitationEmail(input: {
  prenom: string;
  question: string;
  trip: MailTrip;
  /** Last day to write the review, YYYY-MM-DD. */
  lastDay: string;
  url: string;
  reminder: boolean;
  siteUrl: string;
}) {
  const until = formatDayFr(input.lastDay);
  const rendered = renderMail(
    {
      title: input.question,
      preheader: input.reminder
        ? `Il vous reste jusqu’au ${until} pour laisser votre avis.`
        : 'Votre avis aide les prochains covoitureurs à voyager en confiance.',
      paragraphs: [
        `Bonjour ${capitalise(input.prenom)},`,
        `Vous avez fait le trajet ${tripRoute(input.trip)} le ${formatDateFr(input.trip.date)}.`,
        input.reminder
          ? `Votre avis est toujours attendu : il vous reste jusqu’au ${until} inclus pour le laisser.`
          : `Une note de 1 à 5 étoiles et quelques mots suffisent. Vous avez jusqu’au ${until} inclus.`,
        'Chacun note librement : votre avis ne sera publié que lorsque l’autre personne aura donné le sien, ou au plus tard à la fin de ce délai.',
      ],
      action: { label: 'Laisser un avis', url: input.url },
      footnote:
        'Un souci grave pendant le trajet ? Écrivez-nous depuis le formulaire de contact du site.',
    },
    input.siteUrl,
  );
  return {
    subject: `${input.reminder ? 'Rappel : ' : ''}${input.question}`,
    ...rendered,
  };
}

/** To the author of a review the team hid, with the reason. */
export function reviewHiddenEmail(input: {
  prenom: string;
  ciblePrenom: string;
  trip: Pick<MailTrip, 'ville_depart' | 'ville_arrivee' | 'date'>;
  motif: string;
  url: string;
  siteUrl: string;
}) {
  const rendered = renderMail(
    {
      title: 'Votre avis a été masqué',
      preheader: `Votre avis sur ${capitalise(input.ciblePrenom)} n’apparaît plus sur son profil.`,
      paragraphs: [
        `Bonjour ${capitalise(input.prenom)},`,
        `Votre avis sur ${capitalise(input.ciblePrenom)} pour le trajet ${input.trip.ville_depart} → ${input.trip.ville_arrivee} du ${formatDateFr(input.trip.date)} a été signalé, puis masqué par l’équipe BonneRoute : il n’apparaît plus sur son profil et ne compte plus dans sa note.`,
        `Motif : ${input.motif}`,
        'Les avis doivent rester honnêtes, factuels et respectueux : ni insulte, ni information personnelle, ni propos sans rapport avec le trajet.',
      ],
      action: { label: 'Voir mes avis', url: input.url },
    },
    input.siteUrl,
  );
  return { subject: 'Votre avis a été masqué — BonneRoute', ...rendered };
}
