import { z } from 'zod';

/*
 * Travel preferences (docs/product/trips-and-search.md#travel-preferences): how the driver
 * travels — talk, music, smoking, pets, two at most in the back, luggage size. A member keeps
 * theirs on the profile; each trip copies them at publication and may override them, so a trip
 * says how that journey goes even after the profile changes. Unknown is null: a driver who never
 * said whether pets are welcome is not shown as refusing them, and no filter matches them.
 */

export const DISCUSSION_VALUES = ['bla', 'blabla', 'blablabla'] as const;
export type Discussion = (typeof DISCUSSION_VALUES)[number];
export const BAGAGES_VALUES = ['petit', 'moyen', 'grand'] as const;
export type Bagages = (typeof BAGAGES_VALUES)[number];

/** The preferences on the wire: every key present, null when the driver did not say. */
export const travelPreferencesSchema = z.object({
  discussion: z.enum(DISCUSSION_VALUES).nullable(),
  musique: z.boolean().nullable(),
  fumeur: z.boolean().nullable(),
  animaux: z.boolean().nullable(),
  deux_max_arriere: z.boolean().nullable(),
  bagages: z.enum(BAGAGES_VALUES).nullable(),
});
export type TravelPreferences = z.infer<typeof travelPreferencesSchema>;

export const NO_PREFERENCES: TravelPreferences = {
  discussion: null,
  musique: null,
  fumeur: null,
  animaux: null,
  deux_max_arriere: null,
  bagages: null,
};

const yesNo = z.preprocess(
  (value) => {
    if (value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    if (value === '') return null;
    return value;
  },
  z.boolean({ error: 'doit valoir true ou false' }).nullable().optional(),
);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .enum(values, { error: `doit valoir ${values.join(', ')}` })
      .nullable()
      .optional(),
  );

/**
 * What a member sends (PUT /utilisateurs/{id}/preferences, and `preferences` of POST /trajets):
 * any of the keys; a key left out keeps its value, null forgets it.
 */
export const travelPreferencesInputSchema = z
  .object({
    discussion: choice(DISCUSSION_VALUES),
    musique: yesNo,
    fumeur: yesNo,
    animaux: yesNo,
    deux_max_arriere: yesNo,
    bagages: choice(BAGAGES_VALUES),
  })
  .strict();
export type TravelPreferencesInput = z.infer<typeof travelPreferencesInputSchema>;

/** `base` with the keys `input` gives (a key given as null forgets it). */
export function mergePreferences(
  base: TravelPreferences | null | undefined,
  input: TravelPreferencesInput | undefined,
): TravelPreferences {
  const merged: TravelPreferences = { ...NO_PREFERENCES, ...readPreferences(base) };
  for (const key of Object.keys(NO_PREFERENCES) as (keyof TravelPreferences)[]) {
    const value = input?.[key];
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** A stored value (jsonb, maybe null or from an older shape) as the wire's complete object. */
export function readPreferences(stored: unknown): TravelPreferences {
  const parsed = travelPreferencesSchema.partial().safeParse(stored ?? {});
  return { ...NO_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
}

export const DISCUSSION_LABELS: Record<Discussion, string> = {
  bla: 'Bla : plutôt discret',
  blabla: 'BlaBla : j’aime discuter quand je me sens à l’aise',
  blablabla: 'BlaBlaBla : je suis une vraie pipelette',
};
export const BAGAGES_LABELS: Record<Bagages, string> = {
  petit: 'Petit bagage (sac à dos)',
  moyen: 'Bagage moyen (valise cabine)',
  grand: 'Grand bagage (grande valise)',
};

export interface PreferenceBadge {
  key: keyof TravelPreferences;
  /** The preference is a refusal (no music, no smoking, no pets): its icon is struck through. */
  negative: boolean;
  label: string;
}

const DISCUSSION_SHORT: Record<Discussion, string> = {
  bla: 'Bla',
  blabla: 'BlaBla',
  blablabla: 'BlaBlaBla',
};
const BAGAGES_SHORT: Record<Bagages, string> = {
  petit: 'Petit bagage',
  moyen: 'Bagage moyen',
  grand: 'Grand bagage',
};

/** What a trip card and the trip page show, in a fixed order; unknown preferences are left out. */
export function preferenceBadges(preferences: TravelPreferences): PreferenceBadge[] {
  const p = preferences;
  const badges: PreferenceBadge[] = [];
  const add = (key: keyof TravelPreferences, label: string, negative = false) =>
    badges.push({ key, label, negative });
  if (p.discussion) add('discussion', DISCUSSION_SHORT[p.discussion]);
  if (p.musique !== null) add('musique', p.musique ? 'Musique' : 'Sans musique', !p.musique);
  if (p.fumeur !== null) add('fumeur', p.fumeur ? 'Fumeur accepté' : 'Non-fumeur', !p.fumeur);
  if (p.animaux !== null)
    add('animaux', p.animaux ? 'Animaux acceptés' : 'Pas d’animaux', !p.animaux);
  if (p.deux_max_arriere) add('deux_max_arriere', '2 max. à l’arrière');
  if (p.bagages) add('bagages', BAGAGES_SHORT[p.bagages]);
  return badges;
}

/**
 * The search's preference filters (GET /covoiturages/{date} and GET /trajets?filter[...]): each
 * `1` keeps only trips whose preference says so; unknown does not match.
 */
export const PREFERENCE_FILTERS = [
  { param: 'animaux', label: 'Animaux acceptés', requires: { animaux: true } },
  { param: 'non_fumeur', label: 'Non-fumeur', requires: { fumeur: false } },
  { param: 'deux_max_arriere', label: '2 max. à l’arrière', requires: { deux_max_arriere: true } },
] as const satisfies readonly {
  param: string;
  label: string;
  requires: Partial<TravelPreferences>;
}[];
export type PreferenceFilterParam = (typeof PREFERENCE_FILTERS)[number]['param'];

/** The containment the chosen filters ask of a trip's preferences, or null for none. */
export function requiredPreferences(
  chosen: Partial<Record<PreferenceFilterParam, boolean>>,
): Partial<TravelPreferences> | null {
  const required: Partial<TravelPreferences> = {};
  for (const filter of PREFERENCE_FILTERS)
    if (chosen[filter.param]) Object.assign(required, filter.requires);
  return Object.keys(required).length ? required : null;
}

export const preferencesTexts = {
  saved: 'Vos préférences de voyage sont enregistrées.',
  notOwner: 'Vous ne pouvez modifier que vos propres préférences.',
  title: 'Préférences de voyage',
  none: 'Le conducteur n’a pas indiqué ses préférences.',
} as const;
