/**
 * « Signaler » (docs/product/trust-and-safety.md): the reasons a member may pick, the decisions the
 * team may take, and every French sentence the form, the queue and the API say.
 */
export const REPORT_TYPES = ['utilisateur', 'trajet', 'message', 'avis'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A message is one of the trip's messages (to the driver) or of its live chat. */
export const MESSAGE_CHANNELS = ['messagerie', 'chat'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The one list of reasons, used by the form and checked by the server. */
export const REPORT_REASONS = {
  harcelement: 'Harcèlement, insultes ou menaces',
  comportement_dangereux: 'Conduite ou comportement dangereux',
  discrimination: 'Propos discriminatoires ou haineux',
  contenu_sexuel: 'Contenu ou avances à caractère sexuel',
  arnaque: 'Arnaque, demande de paiement hors BonneRoute',
  activite_professionnelle: 'Activité professionnelle (taxi, VTC) ou prix abusif',
  faux_profil: 'Faux profil ou usurpation d’identité',
  coordonnees: 'Partage de coordonnées personnelles',
  contenu_inapproprie: 'Contenu inapproprié ou hors sujet',
  autre: 'Autre raison',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_CODES = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_DECISIONS = {
  rejete: 'Signalement rejeté : aucune règle enfreinte',
  avertissement: 'Avertissement adressé au membre',
  contenu_retire: 'Contenu retiré',
  suspension: 'Compte suspendu',
} as const;
export type ReportDecision = keyof typeof REPORT_DECISIONS;
export const REPORT_DECISION_CODES = Object.keys(REPORT_DECISIONS) as [
  ReportDecision,
  ...ReportDecision[],
];

/** en_attente → decide → (conteste → revu). */
export const REPORT_STATUSES = {
  en_attente: 'En attente d’examen',
  decide: 'Décision rendue',
  conteste: 'Décision contestée, en cours de réexamen',
  revu: 'Décision réexaminée',
} as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;
export const REPORT_STATUS_CODES = Object.keys(REPORT_STATUSES) as [
  ReportStatus,
  ...ReportStatus[],
];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  utilisateur: 'Membre',
  trajet: 'Trajet',
  message: 'Message',
  avis: 'Avis',
};

export const REPORT_DETAILS_MAX = 1000;
export const DECISION_REASONS_MAX = 2000;
export const CONTEST_REASON_MAX = 1000;

export const reportTexts = {
  reasonRequired: 'Choisissez la raison du signalement.',
  typeInvalid: 'Ce type de signalement n’existe pas.',
  targetNotFound: 'Ce que vous signalez n’existe pas ou n’est plus visible.',
  self: 'Vous ne pouvez pas vous signaler vous-même.',
  alreadyReported: 'Vous avez déjà signalé ce contenu : l’équipe BonneRoute l’examine.',
  detailsTooLong: `Les précisions ne doivent pas dépasser ${REPORT_DETAILS_MAX} caractères.`,
  decisionRequired: 'Choisissez une décision.',
  reasonsRequired: 'Expliquez les motifs de la décision : ils sont envoyés aux deux membres.',
  reasonsTooLong: `Les motifs ne doivent pas dépasser ${DECISION_REASONS_MAX} caractères.`,
  contestRequired: 'Expliquez pourquoi vous contestez la décision.',
  contestTooLong: `La contestation ne doit pas dépasser ${CONTEST_REASON_MAX} caractères.`,
  reportNotFound: 'Ce signalement n’existe pas.',
  alreadyDecided: 'Ce signalement a déjà été traité.',
  notContestable: 'Cette décision ne peut pas être contestée.',
  alreadyContested: 'Vous avez déjà contesté cette décision : une seule contestation est possible.',
  notAParty: 'Seuls l’auteur du signalement et le membre concerné peuvent contester.',
  decisionNotAllowed:
    'Cette décision ne s’applique pas à un signalement de membre : choisissez un avertissement ou une suspension.',
  concernedGone: 'Le compte concerné n’existe plus.',
  sent: 'Merci, votre signalement a été envoyé. L’équipe BonneRoute l’examine et vous tiendra informé de sa décision.',
  contested: 'Votre contestation a été envoyée : l’équipe BonneRoute va réexaminer la décision.',
  removedMessage: '[message retiré par l’équipe BonneRoute]',
  warningSent: 'Avertissement envoyé.',
} as const;
