import type { LegalSection } from '../components/legal-document';
import { refundPolicyText } from '@bonneroute/shared/booking';
import { feeTexts } from '@bonneroute/shared/pricing';
import { company } from './company';

const FEE = feeTexts();

/**
 * Conditions générales d'utilisation et de vente. The money rules quoted here (2 € fee per seat,
 * degressive discount, refund policy) are the ones the server applies.
 */
export const termsSections: LegalSection[] = [
  {
    id: 'objet',
    title: 'Objet',
    body: (
      <p>
        Les présentes conditions régissent l’utilisation de BonneRoute, plateforme de covoiturage
        longue distance éditée par {company.name}. BonneRoute met en relation des conducteurs qui
        proposent des places dans leur véhicule et des passagers qui partagent les frais du trajet,
        sans but lucratif pour le conducteur.
      </p>
    ),
  },
  {
    id: 'compte',
    title: 'Inscription et compte',
    body: (
      <>
        <p>
          L’inscription est gratuite et réservée aux personnes d’au moins 16 ans ; les mineurs
          voyagent sous la responsabilité de leurs parents. Vous validez votre adresse e-mail avant
          de vous connecter. Vos informations doivent être exactes et à jour ; votre mot de passe
          est personnel.
        </p>
        <p>
          Pour réserver, votre profil doit indiquer votre nationalité et votre pays de résidence.
          Pour publier un trajet, votre adresse complète est demandée. Pour recevoir vos gains, une
          pièce d’identité vérifiée et un IBAN sont nécessaires.
        </p>
      </>
    ),
  },
  {
    id: 'publication',
    title: 'Publication d’un trajet',
    body: (
      <>
        <p>
          Le conducteur indique la date, l’heure, les adresses de départ et d’arrivée, d’éventuelles
          villes étapes, le nombre de places (1 à 8), le mode de réservation (automatique ou sur
          acceptation) et sa participation aux frais par passager.
        </p>
        <p>
          La participation reste dans une fourchette fixée pour chaque trajet : elle couvre les
          frais (carburant, péages, usure) et ne doit pas procurer de bénéfice. Le conducteur
          s’engage à détenir un permis valide, un véhicule assuré et en bon état, et à respecter le
          code de la route.
        </p>
      </>
    ),
  },
  {
    id: 'reservation',
    title: 'Réservation',
    body: (
      <>
        <p>
          Un passager réserve de 1 à 4 places sur un trajet, dans la limite des places restantes.
        </p>
        <ul>
          <li>
            <strong>Réservation automatique</strong> : la réservation est confirmée dès le paiement
            accepté.
          </li>
          <li>
            <strong>Réservation sur acceptation</strong> : le montant est autorisé sur la carte sans
            être débité. Le conducteur accepte ou refuse dans les 24 heures (et au plus tard avant
            le départ). S’il accepte, le paiement est encaissé ; s’il refuse ou ne répond pas,
            l’autorisation est levée et rien n’est débité.
          </li>
        </ul>
        <p>Vous êtes prévenu par notification et par e-mail de chaque étape.</p>
      </>
    ),
  },
  {
    id: 'prix',
    title: 'Prix, frais de service et paiement',
    body: (
      <>
        <p>
          Le prix affiché par place comprend la participation du conducteur et des frais de service
          fixes de <strong>{FEE.fee} par place</strong>, sans pourcentage : une participation de{' '}
          {FEE.exampleContribution} s’affiche {FEE.examplePrice}. Pour une réservation de plusieurs
          places, une remise de 1 € est appliquée sur le total.
        </p>
        <p>
          Le paiement se fait en ligne par carte bancaire, via notre prestataire de paiement agréé ;
          une authentification forte (3-D Secure) peut être demandée par votre banque. BonneRoute ne
          conserve jamais votre numéro de carte. Aucun paiement en espèces n’est demandé au
          passager.
        </p>
      </>
    ),
  },
  {
    id: 'annulation',
    title: 'Annulation et remboursement',
    body: (
      <>
        <ul>
          {refundPolicyText.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>Un conducteur qui annule de façon répétée peut voir son compte suspendu.</p>
        <p>
          Un trajet retiré par BonneRoute pour non-respect des présentes conditions est remboursé
          comme une annulation du conducteur. Les remboursements arrivent sur la carte utilisée sous
          5 à 10 jours ouvrés.
        </p>
      </>
    ),
  },
  {
    id: 'versement',
    title: 'Versement au conducteur',
    body: (
      <p>
        Quelques heures après l’arrivée prévue, le trajet est considéré comme effectué et la
        participation des passagers est versée sur l’IBAN du conducteur, à condition qu’une pièce
        d’identité ait été vérifiée. Tant que ce n’est pas le cas, les sommes restent en attente et
        votre espace personnel vous indique pourquoi.
      </p>
    ),
  },
  {
    id: 'offre-decouverte',
    title: 'Offre découverte conducteurs',
    body: (
      <p>
        Pour un trajet complet d’au moins deux passagers effectivement réalisé, le conducteur reçoit
        10 € de bon carburant, versés avec sa participation. L’offre est limitée aux 900 premiers
        trajets éligibles et à 30 € par conducteur. Elle peut être liée à un code promotionnel
        indiqué lors de la publication.
      </p>
    ),
  },
  {
    id: 'comportement',
    title: 'Comportement et sécurité',
    body: (
      <p>
        Respect, ponctualité et courtoisie sont de rigueur. Les propos injurieux, discriminatoires
        ou le harcèlement entraînent la suspension du compte. Les rôles ludiques proposés aux
        passagers (co-pilote, journaliste, DJ, football) sont facultatifs et n’engagent à rien.
        Signalez tout problème via « Nous contacter ».
      </p>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Responsabilité',
    body: (
      <p>
        BonneRoute n’est pas partie au contrat de covoiturage conclu entre conducteur et passagers
        et n’est pas transporteur. Sa responsabilité se limite à la bonne exécution du service de
        mise en relation et de paiement. Le conducteur est responsable de la conduite et de
        l’assurance de son véhicule.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    body: (
      <p>
        Le traitement de vos données est décrit dans nos mentions légales (section « Vie privée »).
        Vous pouvez exercer vos droits à tout moment en écrivant à{' '}
        <a href={`mailto:${company.dpoEmail}`}>{company.dpoEmail}</a>.
      </p>
    ),
  },
  {
    id: 'modification',
    title: 'Modification, droit applicable et litiges',
    body: (
      <p>
        Nous pouvons faire évoluer ces conditions ; vous en êtes informé avant leur entrée en
        vigueur. Elles sont soumises au droit français. En cas de litige, une solution amiable est
        recherchée en priorité, puis le médiateur de la consommation ({company.mediator.name}) peut
        être saisi gratuitement.
      </p>
    ),
  },
];
