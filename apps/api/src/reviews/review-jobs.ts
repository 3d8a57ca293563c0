/** Task names of the reviews feature (graphile-worker). */
export const REVIEW_TASKS = {
  /** The day after arrival: « Comment s’est passé votre trajet avec Camille ? ». */
  invitation: 'avis_invitation',
  /** A week later, to those who have not reviewed yet. */
  reminder: 'avis_rappel',
  /** Cron: reviews whose window has closed are published, even without the other side's. */
  publication: 'avis_publication',
} as const;

export interface InvitationPayload {
  trajetId: number;
}
