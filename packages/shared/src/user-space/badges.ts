/** The mascot (a fox) names the second badge of the dashboard (spec §2 "next badge"). */
export const MASCOT_BADGE = 'FILOU';

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

/** spec §2 Dashboard: ROOKIE, then FILOU with its three conditions and the progress (0 to 100). */
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
