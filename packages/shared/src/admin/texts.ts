/** French texts of the admin area (docs/product/admin.md: where it has them). */
export const adminTexts = {
  emailTestSent: 'Votre email a été envoyé avec succès',
  reminderSent: 'La relance a bien été envoyée.',
  reminderAlreadySent: 'Une relance a déjà été envoyée à cet utilisateur pendant cette session.',
  reminderAccountActivated: 'Ce compte est déjà validé : aucune relance n’est nécessaire.',
  unknownUser: 'Cet utilisateur n’existe pas.',
  unknownEmail: 'Cet e-mail n’existe pas.',
  noPendingRegistrations: 'Toutes les inscriptions sont validées : personne à relancer.',
  emptyOutbox: 'Aucun e-mail dans la boîte d’envoi.',
  emptyAudit: 'Aucune action enregistrée pour le moment.',
  staffOnly: 'Cette page est réservée à l’équipe BonneRoute.',
  adminOnly: 'Cette action est réservée aux administrateurs.',
} as const;
export const adminDocumentTexts = {
  unknownDocument: 'Cette pièce n’existe pas ou a déjà été refusée.',
  alreadyVerified: 'Cette pièce est déjà vérifiée.',
  verified: 'La pièce est vérifiée : la personne en est informée.',
  refused: 'La pièce est refusée : la personne en est informée avec votre motif.',
  empty: 'Aucune pièce d’identité à vérifier.',
  emptyVerified: 'Aucune pièce vérifiée pour le moment.',
} as const;
