import { Link } from 'react-router';
import { plural } from '@bonneroute/shared/french';
import { RETENTION_DEFAULTS } from '@bonneroute/shared/privacy';
import type { LegalSection } from '../components/legal-document';
import { company } from './company';

/** docs/product/content-and-games.md "Other screens": publisher, terms, liability, disputes, data access rights, privacy,
 * intellectual property, host, cookies, links, contact. */
export const legalNoticeSections: LegalSection[] = [
  {
    id: 'editeur',
    title: 'Éditeur du site',
    body: (
      <>
        <p>
          Le site BonneRoute est édité par {company.name}, {company.legalForm}, dont le siège social
          est situé {company.address}, {company.registration}.
        </p>
        <p>
          Directrice de la publication : {company.publicationDirector}. Contact :{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'conditions',
    title: 'Conditions d’utilisation',
    body: (
      <p>
        L’utilisation du site implique l’acceptation pleine et entière des{' '}
        <Link to="/conditions-generales">conditions générales d’utilisation et de vente</Link>, qui
        décrivent la publication des trajets, la réservation, le paiement, les frais, l’annulation
        et le remboursement. Elles peuvent être modifiées à tout moment ; la version en ligne est
        celle qui s’applique.
      </p>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Limitation de responsabilité',
    body: (
      <>
        <p>
          BonneRoute met en relation des conducteurs et des passagers qui partagent les frais d’un
          trajet. BonneRoute n’est pas transporteur : le conducteur reste seul responsable de la
          conduite, de son véhicule, de son assurance et du respect du code de la route.
        </p>
        <p>
          Nous faisons de notre mieux pour que les informations publiées soient exactes et que le
          site soit disponible, mais nous ne pouvons garantir l’absence d’interruption ou d’erreur.
          Les annonces sont rédigées par les membres, sous leur responsabilité.
        </p>
      </>
    ),
  },
  {
    id: 'litiges',
    title: 'Litiges et droit applicable',
    body: (
      <>
        <p>
          Le présent site et ses conditions sont soumis au droit français. En cas de différend,
          écrivez-nous d’abord à <a href={`mailto:${company.email}`}>{company.email}</a> : nous
          cherchons une solution amiable sous 30 jours.
        </p>
        <p>
          À défaut, vous pouvez saisir gratuitement le médiateur de la consommation :{' '}
          {company.mediator.name}, {company.mediator.address} (
          <a href={company.mediator.website}>{company.mediator.website}</a>), ou la plateforme
          européenne de règlement en ligne des litiges. Les tribunaux français sont compétents.
        </p>
      </>
    ),
  },
  {
    id: 'droit-acces',
    title: 'Droit d’accès à vos données',
    body: (
      <>
        <p>
          Conformément au règlement général sur la protection des données (RGPD) et à la loi
          Informatique et Libertés, vous disposez d’un droit d’accès, de rectification,
          d’effacement, de limitation, de portabilité et d’opposition sur vos données personnelles.
        </p>
        <p>
          Pour l’exercer, écrivez à <a href={`mailto:${company.dpoEmail}`}>{company.dpoEmail}</a>{' '}
          depuis l’adresse de votre compte. Nous répondons sous un mois. Vous pouvez aussi
          introduire une réclamation auprès de la CNIL (www.cnil.fr).
        </p>
      </>
    ),
  },
  {
    id: 'vie-privee',
    title: 'Vie privée et données personnelles',
    body: (
      <>
        <p>Nous collectons uniquement les données nécessaires au service :</p>
        <ul>
          <li>compte : nom, prénom, e-mail, date de naissance, civilité, photo ;</li>
          <li>profil : nationalité, pays de résidence, adresse, téléphone vérifié par SMS ;</li>
          <li>conducteurs : véhicules, pièce d’identité (vérification), IBAN (versements) ;</li>
          <li>
            trajets, réservations, messages et paiements (les numéros de carte ne sont jamais
            stockés par nous).
          </li>
        </ul>
        <p>
          Ces données servent à exécuter le contrat (mise en relation, paiement, versement), à la
          sécurité des membres et au respect de nos obligations légales. Elles sont conservées le
          temps du compte puis archivées selon les durées légales
          {` (${plural(RETENTION_DEFAULTS.accountingYears, 'an')} pour les pièces comptables). `}
          Elles ne sont jamais vendues. Seuls nos prestataires techniques (hébergement, paiement,
          envoi d’e-mails et de SMS) y accèdent, pour le strict besoin du service.
        </p>
        <p>
          Le détail (finalités, bases légales, durées, destinataires, vos droits) est dans notre{' '}
          <Link to="/confidentialite">politique de confidentialité</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'propriete-intellectuelle',
    title: 'Propriété intellectuelle',
    body: (
      <p>
        La marque BonneRoute, le logo, les textes, illustrations et le code du site sont protégés.
        Toute reproduction sans autorisation écrite est interdite. Les contenus publiés par les
        membres (annonces, photos, messages) restent leur propriété ; ils nous accordent le droit de
        les afficher sur le site pour les besoins du service.
      </p>
    ),
  },
  {
    id: 'hebergeur',
    title: 'Hébergeur',
    body: (
      <p>
        Le site est hébergé en France par {company.host.name}, {company.host.address} (
        <a href={company.host.website}>{company.host.website}</a>).
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          BonneRoute n’utilise ni cookie publicitaire ni traceur tiers. Nous déposons uniquement ce
          qui est strictement nécessaire au fonctionnement du site, exempté de consentement :
        </p>
        <ul>
          <li>
            <code>XSRF-TOKEN</code> : un jeton de sécurité qui protège vos actions contre les
            requêtes frauduleuses ;
          </li>
          <li>
            le stockage local de votre navigateur conserve votre session de connexion (une heure,
            prolongée quand vous naviguez) ; la déconnexion l’efface.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'liens',
    title: 'Liens hypertextes',
    body: (
      <p>
        Le site contient des liens vers d’autres sites (partenaire de location de véhicules, réseaux
        sociaux). Nous ne contrôlons pas leur contenu et déclinons toute responsabilité à leur
        égard. Tout lien vers BonneRoute est le bienvenu, à condition de ne pas présenter le site de
        manière trompeuse.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Nous contacter',
    body: (
      <p>
        Pour toute question : <a href={`mailto:${company.email}`}>{company.email}</a>, le formulaire
        « Nous contacter » en bas de chaque page, ou par courrier à {company.name},{' '}
        {company.address}.
      </p>
    ),
  },
];
