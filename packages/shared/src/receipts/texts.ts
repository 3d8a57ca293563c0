/** French texts of receipts and credit notes (the PDF, the API's refusals, the links). */
export const receiptTexts = {
  receiptNotFound: 'Aucun reçu pour ce paiement : il n’a pas (encore) été débité.',
  creditNoteNotFound: 'Cet avoir n’existe pas pour ce paiement.',
  otherUser: 'Seul le payeur peut télécharger ses reçus et avoirs.',
  receiptTitle: 'Reçu',
  creditNoteTitle: 'Avoir',
  receiptLink: (numero: string) => `Reçu ${numero} (PDF)`,
  creditNoteLink: (numero: string) => `Avoir ${numero} (PDF)`,
  /** The payment e-mails' line: the PDF needs the session, so the link opens « Mes paiements ». */
  mailLine: (paymentsUrl: string) =>
    `Votre reçu (PDF) est disponible dans « Mes paiements » : ${paymentsUrl}`,
} as const;
