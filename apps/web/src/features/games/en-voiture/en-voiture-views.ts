/** docs/product/content-and-games.md: `/utilisateurs/en-voiture?info=decouvrir|fun|pitcher|guide`. */
export const EN_VOITURE_VIEWS = ['decouvrir', 'fun', 'pitcher', 'guide'] as const;
export type EnVoitureView = (typeof EN_VOITURE_VIEWS)[number];

export const EN_VOITURE_LABELS: Record<EnVoitureView, string> = {
  decouvrir: 'Découvrir',
  fun: 'Idées fun',
  pitcher: 'Jeu du pitch',
  guide: 'Le guide',
};

export function isEnVoitureView(value: unknown): value is EnVoitureView {
  return typeof value === 'string' && (EN_VOITURE_VIEWS as readonly string[]).includes(value);
}
