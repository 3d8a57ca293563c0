import { feeTexts } from '../pricing/fee-texts';

/** French texts of the geography features (API details and page texts). */
export const geoTexts = {
  unknownTown: (text: string) =>
    `Nous ne connaissons pas la ville « ${text} ». Vérifiez son nom ou son code.`,
  sameTown: 'Les villes de départ et d’arrivée doivent être différentes.',
  noRoad: 'Aucune route ne relie ces deux villes : elles sont séparées par la mer.',
  unknownDepartement: (code: string) => `Le département « ${code} » n’existe pas.`,
  invalidDepartement: 'Le code de département doit être un numéro (29, 974) ou 2A/2B.',
  departementFallbackTitle: (code: string) => `Covoiturage dans le ${code}`,
  departementFallbackText:
    'Trouvez un covoiturage près de chez vous ou proposez votre trajet : sur BonneRoute, vous ' +
    `partagez les frais de route au prix juste, avec ${feeTexts().fee} de frais fixes par place.`,
  unknownRegion: 'Cette région n’existe pas.',
  unknownCountry:
    'BonneRoute couvre la France, la Belgique, la Suisse et le Luxembourg : ce pays n’en fait pas partie.',
  noSuggestion: 'Aucune ville trouvée',
} as const;
