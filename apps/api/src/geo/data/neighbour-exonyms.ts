/**
 * French names of Belgian and Swiss towns whose GeoNames main name is local (Antwerpen, Basel) or
 * English (Brussels): GeoNames lists the French name among its alternate names, but without a
 * language tag, so we cannot pick it out. The short list below is the French usage of the
 * larger towns; every other town keeps its own name, which is French in Wallonia, Brussels and
 * Romandy. The local name stays searchable. Keyed by town code (NIS or BFS).
 * docs/decisions/024-neighbour-countries.md
 */
export const FRENCH_EXONYMS: Readonly<Record<string, string>> = {
  'BE-21004': 'Bruxelles',
  'BE-11002': 'Anvers',
  'BE-44021': 'Gand',
  'BE-31005': 'Bruges',
  'BE-24062': 'Louvain',
  'BE-12025': 'Malines',
  'BE-34022': 'Courtrai',
  'BE-35013': 'Ostende',
  'BE-33011': 'Ypres',
  'BE-41002': 'Alost',
  'BE-46021': 'Saint-Nicolas',
  'BE-73083': 'Tongres',
  'BE-36015': 'Roulers',
  'BE-42006': 'Termonde',
  'BE-45035': 'Audenarde',
  'BE-24107': 'Tirlemont',
  'BE-23027': 'Hal',
  'BE-23088': 'Vilvorde',
  'BE-12021': 'Lierre',
  'BE-41018': 'Grammont',
  'BE-45041': 'Renaix',
  'BE-32003': 'Dixmude',
  'BE-38025': 'Furnes',
  'BE-34027': 'Menin',
  'BE-71053': 'Saint-Trond',
  'BE-24130': 'Léau',
  'BE-23101': 'Rhode-Saint-Genèse',
  'CH-261': 'Zurich',
  'CH-2701': 'Bâle',
  'CH-351': 'Berne',
  'CH-1061': 'Lucerne',
  'CH-3203': 'Saint-Gall',
  'CH-3901': 'Coire',
  'CH-2601': 'Soleure',
  'CH-371': 'Bienne',
  'CH-2939': 'Schaffhouse',
  'CH-942': 'Thoune',
  'CH-1711': 'Zoug',
  'CH-1632': 'Glaris',
  'CH-6002': 'Brigue',
  'CH-6297': 'Viège',
  'CH-1372': 'Schwytz',
  'CH-5002': 'Bellinzone',
  'CH-6266': 'Sion',
};

/** Local names people type besides GeoNames' main one (Brussel for Bruxelles). */
export const LOCAL_NAMES: Readonly<Record<string, readonly string[]>> = {
  'BE-21004': ['Brussel', 'Brussels'],
  'CH-6621': ['Genf'],
  'CH-2196': ['Freiburg'],
  'BE-35013': ['Oostende'],
  'CH-371': ['Biel'],
  'CH-6266': ['Sitten'],
};
