/** The company facts every legal page quotes, kept in one place. */
export const company = {
  name: 'BonneRoute SAS',
  brand: 'BonneRoute',
  legalForm: 'société par actions simplifiée au capital de 20 000 €',
  address: '12 quai de la Fosse, 44000 Nantes, France',
  registration: 'RCS Nantes (immatriculation en cours)',
  publicationDirector: 'la présidente de BonneRoute SAS',
  email: 'bonjour@bonneroute.fr',
  dpoEmail: 'donnees@bonneroute.fr',
  host: {
    name: 'Scaleway SAS',
    address: '8 rue de la Ville-l’Évêque, 75008 Paris, France',
    website: 'https://www.scaleway.com',
  },
  mediator: {
    name: 'CM2C — Centre de la médiation de la consommation de conciliateurs de justice',
    address: '49 rue de Ponthieu, 75008 Paris',
    website: 'https://www.cm2c.net',
  },
} as const;
