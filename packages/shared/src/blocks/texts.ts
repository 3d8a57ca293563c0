/** docs/product/messaging.md « Bloquer ce membre »: the texts of blocks, in French. */
export const blockTexts = {
  blockAction: 'Bloquer ce membre',
  unblockAction: 'Débloquer',
  dialogTitle: (prenom: string) => `Bloquer ${prenom} ?`,
  dialogEffects: [
    'Vous ne pourrez plus vous écrire, ni dans les messages ni dans la discussion d’un trajet.',
    'Aucun de vous deux ne pourra réserver un trajet de l’autre ni lui laisser un avis.',
    'Vous ne verrez plus ses trajets dans la recherche, et il ne verra plus les vôtres.',
    'Ce membre n’est pas prévenu. Vous pourrez le débloquer depuis « Membres bloqués ».',
  ],
  confirm: 'Bloquer',
  cancel: 'Annuler',
  blocked: (prenom: string) => `${prenom} est bloqué·e.`,
  unblocked: (prenom: string) => `${prenom} est débloqué·e.`,
  listTitle: 'Membres bloqués',
  listEmpty: 'Vous n’avez bloqué aucun membre.',
  blockedSince: (date: string) => `Bloqué·e depuis le ${date}`,
  selfBlock: 'Vous ne pouvez pas vous bloquer vous-même.',
  memberNotFound: 'Ce membre n’existe pas.',
  /** The reason of every refusal between two members one of whom blocked the other. */
  messageRefused: 'Vous ne pouvez pas écrire à ce membre.',
  bookingRefused: 'Vous ne pouvez pas réserver ce trajet : l’un de vous a bloqué l’autre.',
  reviewRefused: 'Vous ne pouvez pas laisser d’avis à ce membre.',
} as const;
