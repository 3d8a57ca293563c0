import { buildPath } from '@bonneroute/shared/routes';

/** docs/product/content-and-games.md Activités en voiture: the four tiles, each an activity shown in a frame. */
export const ACTIVITY_IDS = ['decouverte', 'tic-tac-toe', 'puzzles', 'actu'] as const;
export type ActivityId = (typeof ACTIVITY_IDS)[number];

export const ACTIVITIES: Record<ActivityId, { title: string; description: string }> = {
  decouverte: {
    title: 'Découverte',
    description:
      'Le quiz de la route : régions, villes, spécialités. Testez votre culture de voyage.',
  },
  'tic-tac-toe': {
    title: 'Tic Tac Toe',
    description: 'Le morpion contre l’ordinateur, en mode facile ou imbattable.',
  },
  puzzles: {
    title: 'Puzzles',
    description: 'Le taquin : remettez les pièces dans l’ordre en un minimum de coups.',
  },
  actu: {
    title: 'Actu',
    description: 'Les nouvelles du covoiturage et de BonneRoute, à lire entre deux péages.',
  },
};

export function isActivityId(value: unknown): value is ActivityId {
  return typeof value === 'string' && (ACTIVITY_IDS as readonly string[]).includes(value);
}

/** docs/product/content-and-games.md: the frame's URL carries the activity id and mode CPU. */
export function activityFrameUrl(id: ActivityId): string {
  return buildPath('activite', { activite: id }, { mode: 'CPU' });
}
