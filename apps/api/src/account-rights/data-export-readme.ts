import type { ExportKind } from './data-export.repository';

/** docs/product/accounts.md "Downloading my data": what each file of the ZIP holds, in French. */
export const EXPORT_FILE_DESCRIPTIONS: Record<ExportKind, string> = {
  profil:
    'votre compte : e-mail, nom, prénom, date de naissance, adresse, téléphone, IBAN, et vos accords (conditions acceptées, lettre d’information).',
  preferences:
    'les préférences de chacun de vos trajets (réservation automatique, rôles des passagers).',
  vehicules: 'vos véhicules (marque, modèle, couleur).',
  documents:
    'la description de vos pièces justificatives ; les fichiers eux-mêmes sont dans le dossier documents/.',
  trajets_publies: 'les trajets que vous avez publiés comme conducteur.',
  reservations: 'vos réservations comme passager, avec leur statut.',
  paiements:
    'les paiements que vous avez faits ou reçus (montants en centimes d’euro) et leurs remboursements.',
  versements: 'les versements de vos gains sur votre compte bancaire (en centimes d’euro).',
  messages: 'les messages de trajet que vous avez envoyés et reçus.',
  messages_chat: 'les messages que vous avez écrits dans les discussions de trajet.',
  avis_ecrits: 'les avis que vous avez laissés.',
  avis_recus: 'les avis que vous avez reçus.',
  alertes: 'vos alertes de trajet.',
  notifications: 'les notifications que le site vous a envoyées.',
  connexions: 'vos connexions : dates, adresses IP et navigateurs.',
};

export function exportReadme(generatedAt: Date, kinds: readonly ExportKind[]): string {
  return [
    'Vos données BonneRoute',
    '======================',
    '',
    `Export fait le ${generatedAt.toISOString()} (heure UTC).`,
    '',
    'Chaque fichier JSON contient une liste de lignes ; les dates sont en UTC (format ISO 8601),',
    'les montants en centimes d’euro (3000 = 30,00 €).',
    '',
    ...kinds.map((kind) => `- ${kind}.json : ${EXPORT_FILE_DESCRIPTIONS[kind]}`),
    '',
    'Ces données vous appartiennent : vous pouvez les garder, les transmettre à un autre service',
    '(droit à la portabilité) ou nous demander de les corriger depuis votre espace « Mon compte ».',
    '',
  ].join('\n');
}
