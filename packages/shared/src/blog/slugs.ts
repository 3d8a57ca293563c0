/**
 * docs/product/content-and-games.md Blog: the known article slugs. The two that carry the product name are ours
 * (how BonneRoute works, becoming a driver).
 */
export const BLOG_SLUGS = [
  'comment-fonctionne-bonneroute',
  'devenir-conducteur-bonneroute',
  '5-conseils-pour-reussir-son-covoiturage-d-ete-en-2024',
  'covoiturage-et-fortes-chaleurs-comment-faire',
  'stop-au-harcelement-en-covoiturage',
  'comment-prevenir-les-arnaques-en-covoiturage',
  'covoiturage-et-grands-evenements-publics',
  'conducteur-covoiturage-comment-faire-economies',
] as const;

export type BlogSlug = (typeof BLOG_SLUGS)[number];

/** docs/product/content-and-games.md: only three articles appear in the footer list. */
export const FOOTER_BLOG_LINKS: readonly { slug: BlogSlug; title: string }[] = [
  { slug: 'comment-fonctionne-bonneroute', title: 'Comment fonctionne BonneRoute ?' },
  { slug: 'devenir-conducteur-bonneroute', title: 'Devenir conducteur BonneRoute' },
  {
    slug: 'comment-prevenir-les-arnaques-en-covoiturage',
    title: 'Prévenir les arnaques en covoiturage',
  },
];
