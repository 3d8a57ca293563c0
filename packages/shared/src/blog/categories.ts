/** docs/product/content-and-games.md Blog: the four category toggles of the article grid. */
export const BLOG_CATEGORIES = [
  'coolvoiturage',
  'pratico-pratique',
  'economies',
  'tendances',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The labels docs/product shows on the toggles (the codes are what travels on the wire). */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  coolvoiturage: '#coolvoiturage',
  'pratico-pratique': 'Pratico-pratique',
  economies: 'Économies',
  tendances: 'Tendances',
};

/** docs/product/content-and-games.md: the blog list shows at most 12 articles. */
export const BLOG_LIST_LIMIT = 12;

export const blogTexts = {
  articleNotFound: 'Cet article n’existe pas ou n’existe plus.',
  emptyList: 'Aucun article dans ces catégories pour le moment.',
} as const;
