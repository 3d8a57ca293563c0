export interface BadgeFacts {
  /** Registered and e-mail validated. */
  email_valide: boolean;
  profil_complet: boolean;
  /** At least one CONFIRMEE booking. */
  trajet_rejoint: boolean;
  site_partage: boolean;
}

export interface BadgeProgress {
  rookie: boolean;
  filou: {
    obtenu: boolean;
    conditions: { code: keyof BadgeFacts; fait: boolean }[];
    progression: number;
  };
}

/** docs/product/user-space.md Dashboard: ROOKIE, then FILOU with its three conditions and the progress (0 to 100). */
export function computeBadges(facts: BadgeFacts): BadgeProgress {
  const conditions = (['profil_complet', 'trajet_rejoint', 'site_partage'] as const).map(
    (code) => ({ code, fait: facts[code] }),
  );
  const done = conditions.filter((condition) => condition.fait).length;
  return {
    rookie: facts.email_valide,
    filou: {
      obtenu: done === conditions.length,
      conditions,
      progression: Math.round((done / conditions.length) * 100),
    },
  };
}

export const BADGE_CONDITION_LABELS: Record<
  'profil_complet' | 'trajet_rejoint' | 'site_partage',
  string
> = {
  profil_complet: 'Compléter votre profil',
  trajet_rejoint: 'Rejoindre au moins 1 trajet',
  site_partage: 'Partager le site',
};

/**
 * docs/product/user-space.md Profile save: nom, prénom, date de naissance, nationalité, pays de résidence and mobile.
 * The badge task « Compléter votre profil » is done when all are filled; the
 * mobile counts once entered — its SMS check is a separate step the profile shows.
 */
export interface ProfileFacts {
  nom: string | null;
  prenom: string | null;
  date_naissance: string | null;
  nationalite: string | null;
  pays_residence: string | null;
  telephone_infos: { numero: string | null };
}

const PROFILE_FIELDS: { label: string; filled: (user: ProfileFacts) => boolean }[] = [
  { label: 'nom', filled: (user) => Boolean(user.nom?.trim()) },
  { label: 'prénom', filled: (user) => Boolean(user.prenom?.trim()) },
  {
    label: 'date de naissance',
    filled: (user) => Boolean(user.date_naissance) && user.date_naissance !== '0000-00-00',
  },
  { label: 'nationalité', filled: (user) => Boolean(user.nationalite) },
  { label: 'pays de résidence', filled: (user) => Boolean(user.pays_residence) },
  { label: 'numéro de mobile', filled: (user) => Boolean(user.telephone_infos.numero) },
];

/** What the profile still lacks, in French, in the profile's order (empty when complete). */
export function missingProfileFields(user: ProfileFacts): string[] {
  return PROFILE_FIELDS.filter((field) => !field.filled(user)).map((field) => field.label);
}
