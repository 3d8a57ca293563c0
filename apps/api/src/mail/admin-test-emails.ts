import { feeTexts } from '@bonneroute/shared/pricing';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import {
  bookingConfirmationEmail,
  cancellationEmail,
  newPassengerEmail,
  newsletterEmail,
  paymentDoneEmail,
  validationEmail,
  type MailTrip,
} from './templates';

/** docs/product/messaging.md GET /admin/tests/{name}: each template filled with sample data. */
export const TEST_EMAILS = [
  'email-activation',
  'email-nouveau-passager',
  'email-confirmation-reservation',
  'email-paiement-effectue',
  'email-annulation',
  'email-newsletter',
] as const;
export type TestEmailName = (typeof TEST_EMAILS)[number];

export function sampleEmail(name: TestEmailName, prenom: string, siteUrl: string) {
  const trip: MailTrip = {
    id: 1,
    ville_depart: 'Paris',
    ville_arrivee: 'Lyon',
    date: addDays(todayInParis(), 7),
    heure: '08:30',
    adresse_depart: 'Gare de Lyon, 75012 Paris',
  };
  switch (name) {
    case 'email-activation':
      return validationEmail({
        prenom,
        link: `${siteUrl}/validation-email/exemple/${encodeURIComponent(prenom)}`,
        siteUrl,
        validDays: 7,
      });
    case 'email-nouveau-passager':
      return newPassengerEmail({
        conducteurPrenom: prenom,
        passagerPrenom: 'Léa',
        nbPlaces: 2,
        trip,
        siteUrl,
      });
    case 'email-confirmation-reservation':
      return bookingConfirmationEmail({
        passagerPrenom: prenom,
        conducteurPrenom: 'Paul',
        nbPlaces: 2,
        montantTotal: 4700,
        trip,
        siteUrl,
      });
    case 'email-paiement-effectue':
      return paymentDoneEmail({
        prenom,
        montant: 4400,
        fees: 400,
        paiementId: 1024,
        trip,
        siteUrl,
      });
    case 'email-annulation':
      return cancellationEmail({
        prenom,
        par: 'conducteur',
        autrePrenom: 'Paul',
        trip,
        remboursement: 2400,
        siteUrl,
      });
    case 'email-newsletter':
      return newsletterEmail({
        prenom,
        titre: 'Les nouveautés de BonneRoute',
        paragraphes: [
          'La discussion de trajet arrive : conducteur et passagers confirmés échangent en direct avant le départ.',
          `Toujours ${feeTexts().fee} de frais par place, quel que soit le trajet.`,
        ],
        action: { label: 'Trouver un covoiturage', url: `${siteUrl}/trouver-covoiturage` },
        siteUrl,
      });
  }
}
