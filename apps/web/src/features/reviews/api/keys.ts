/** Query keys of the reviews feature; writing, replying or reporting invalidates `all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  toWrite: () => ['reviews', 'a-ecrire'] as const,
  received: (page: number) => ['reviews', 'recus', page] as const,
  given: (page: number) => ['reviews', 'donnes', page] as const,
  profile: (id: number) => ['reviews', 'profil', id] as const,
  profileReviews: (id: number, page: number) => ['reviews', 'profil', id, 'avis', page] as const,
};
