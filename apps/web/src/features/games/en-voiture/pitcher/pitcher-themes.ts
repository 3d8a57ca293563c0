/** docs/product/content-and-games.md: the pitcher game draws its theme from these eight. */
export const PITCH_THEMES = [
  'Défendez l’ananas sur la pizza devant un jury de Napolitains.',
  'Convainquez le conducteur de s’arrêter pour une crêpe au prochain village.',
  'Vendez un aller simple pour la Lune… en covoiturage.',
  'Prouvez que les chaussettes dépareillées sont l’avenir de la mode.',
  'Présentez le meilleur plat de votre région comme s’il sauvait le monde.',
  'Inventez un nouveau sport olympique et expliquez ses règles.',
  'Plaidez pour que les pigeons obtiennent enfin le respect qu’ils méritent.',
  'Persuadez toute la voiture de chanter le prochain refrain à tue-tête.',
] as const;

export function drawTheme(random: () => number = Math.random, except?: string): string {
  const choices = PITCH_THEMES.filter((theme) => theme !== except);
  return choices[Math.floor(random() * choices.length)]!;
}
