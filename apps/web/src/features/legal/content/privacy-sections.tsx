import { Link } from 'react-router';
import { plural } from '@bonneroute/shared/french';
import { RETENTION_DEFAULTS as periods } from '@bonneroute/shared/privacy';
import { buildPath } from '@bonneroute/shared/routes';
import type { LegalSection } from '../components/legal-document';
import { company } from './company';
import styles from './privacy-sections.module.css';

const years = (count: number) => plural(count, 'an');
const months = (count: number) => plural(count, 'mois');
const days = (count: number) => plural(count, 'jour');

/** Purpose → legal basis (RGPD art. 6), as the CNIL asks a privacy notice to say. */
const purposes: [string, string][] = [
  [
    'Créer et gérer votre compte, publier et réserver des trajets, la messagerie',
    'Exécution du contrat (nos conditions générales)',
  ],
  [
    'Encaisser les paiements, rembourser, verser aux conducteurs, émettre les reçus',
    'Exécution du contrat ; obligations comptables et fiscales',
  ],
  [
    'Vérifier le téléphone et la pièce d’identité, prévenir la fraude, modérer les avis',
    'Intérêt légitime : la sécurité des membres',
  ],
  [
    'Envoyer chaque mois de janvier aux conducteurs le relevé des sommes reçues l’année passée',
    'Obligation légale des plateformes (article 242 bis du Code général des impôts)',
  ],
  ['Alertes de trajets et newsletter', 'Votre consentement, retirable à chaque e-mail'],
  [
    'Statistiques de recherche (trajets demandés) pour améliorer le service',
    `Intérêt légitime, données détachées de votre compte après ${months(periods.searchLogMonths)}`,
  ],
];

/** What is kept, for how long; the figures are those the server's retention jobs apply. */
const retention: [string, string][] = [
  [
    'Compte et profil',
    `Tant que le compte existe ; supprimé après ${years(periods.inactiveAccountYears)} sans connexion, avec un e-mail d’avertissement ${days(periods.inactivityWarningDays)} avant`,
  ],
  ['Historique de connexions (dates, adresses IP)', months(periods.loginRecordsMonths)],
  ['Recherches de trajets', `Détachées de votre compte après ${months(periods.searchLogMonths)}`],
  [
    'Images de pièce d’identité',
    `${days(periods.identityDocumentDays)} après leur vérification (le résultat de la vérification reste)`,
  ],
  [
    'Paiements, remboursements, versements, reçus et avoirs',
    `${years(periods.accountingYears)} (obligation comptable), même après la suppression du compte, rattachés à une identité archivée que seule l’administration peut lire, effacée au terme de ce délai`,
  ],
  [
    'Avis et messages envoyés à d’autres membres',
    'Gardés pour leurs destinataires après la suppression du compte, signés « Membre supprimé »',
  ],
];

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, string][];
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([what, value]) => (
            <tr key={what}>
              <th scope="row">{what}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The privacy notice (docs/product/accounts.md: the member's rights over their data). */
export const privacySections: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Qui est responsable de vos données',
    body: (
      <p>
        {company.name}, {company.address}, est responsable du traitement de vos données. Pour toute
        question sur vos données : <a href={`mailto:${company.dpoEmail}`}>{company.dpoEmail}</a>.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Ce que nous collectons',
    body: (
      <ul>
        <li>votre compte : civilité, prénom, nom, e-mail, date de naissance, photo ;</li>
        <li>votre profil : nationalité, pays de résidence, adresse, téléphone vérifié par SMS ;</li>
        <li>
          si vous conduisez : véhicules, pièce d’identité (pour la vérifier), IBAN (pour vous verser
          vos gains) ;
        </li>
        <li>
          vos trajets, réservations, messages, avis, alertes et paiements (votre numéro de carte est
          saisi chez notre prestataire de paiement et n’est jamais stocké par nous) ;
        </li>
        <li>vos connexions : date, adresse IP et navigateur ;</li>
        <li>les trajets que vous recherchez.</li>
      </ul>
    ),
  },
  {
    id: 'finalites',
    title: 'Pourquoi, et sur quelle base',
    body: (
      <Table
        caption="Finalités et bases légales"
        head={['Finalité', 'Base légale']}
        rows={purposes}
      />
    ),
  },
  {
    id: 'durees',
    title: 'Combien de temps nous les gardons',
    body: <Table caption="Durées de conservation" head={['Données', 'Durée']} rows={retention} />,
  },
  {
    id: 'destinataires',
    title: 'Qui les reçoit',
    body: (
      <>
        <p>
          Vos données ne sont jamais vendues. Les autres membres voient ce qu’un covoiturage demande
          : votre prénom, votre photo, votre âge, vos avis et, une fois la réservation confirmée,
          vos messages. Nos prestataires les reçoivent pour le strict besoin du service :
        </p>
        <ul>
          <li>
            notre prestataire de paiement (carte, remboursements, versements aux conducteurs) ;
          </li>
          <li>notre prestataire d’envoi de SMS (codes de vérification du téléphone) ;</li>
          <li>notre prestataire d’envoi d’e-mails ;</li>
          <li>notre hébergeur, {company.host.name}, en France.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits et comment les exercer',
    body: (
      <>
        <p>
          Vous pouvez accéder à vos données, les corriger, les emporter, demander leur effacement,
          limiter leur usage ou vous y opposer (RGPD, articles 15 à 21). Depuis{' '}
          <Link to={buildPath('donneesUtilisateurs')}>Mes données</Link>, dans votre espace :
        </p>
        <ul>
          <li>
            <strong>Télécharger mes données</strong> : une archive ZIP de tout ce que nous savons de
            vous, lisible par une autre application ;
          </li>
          <li>
            <strong>Supprimer mon compte</strong> : l’effacement définitif de vos données
            personnelles, sauf les pièces comptables que la loi nous oblige à garder ;
          </li>
          <li>
            vos informations se corrigent dans{' '}
            <Link to={buildPath('infosUtilisateurs')}>Mes infos</Link>, les alertes et la newsletter
            se coupent d’un clic.
          </li>
        </ul>
        <p>
          Pour tout autre droit, écrivez à{' '}
          <a href={`mailto:${company.dpoEmail}`}>{company.dpoEmail}</a> depuis l’adresse de votre
          compte : nous répondons sous un mois. Vous pouvez aussi adresser une réclamation à la CNIL
          (www.cnil.fr).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage du navigateur',
    body: (
      <>
        <p>
          Tout ce que BonneRoute dépose est strictement nécessaire au site : c’est pourquoi aucun
          bandeau ne vous demande votre accord (règles de la CNIL). Ni publicité, ni mesure
          d’audience tierce, ni réseau social.
        </p>
        <ul>
          <li>
            <code>XSRF-TOKEN</code> (cookie, le temps de la visite) : protège vos actions contre les
            requêtes frauduleuses d’autres sites ;
          </li>
          <li>
            votre session de connexion, dans le stockage local du navigateur (une heure, prolongée
            quand vous naviguez ; la déconnexion l’efface) ;
          </li>
          <li>votre partie de Sudoku en cours, dans le stockage local, pour la reprendre.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Nous contacter',
    body: (
      <p>
        <a href={`mailto:${company.dpoEmail}`}>{company.dpoEmail}</a>, ou par courrier à{' '}
        {company.name}, {company.address}.
      </p>
    ),
  },
];
