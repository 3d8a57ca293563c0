/*
 * The pair form's resolver (the price range request's params), imported on first check only (see
 * lazyResolver): the town pages start without zod.
 */
import type { PlaceSuggestion } from '@bonneroute/shared/geo';
import { townPairFormSchema } from '@bonneroute/shared/bornes';
import { bodyResolver } from '@/lib/forms/body-resolver';

export type PairValues = { depart: PlaceSuggestion | null; arrivee: PlaceSuggestion | null };

/** The chosen places are checked as the server will receive them: their page slugs. */
export const townPairResolver = bodyResolver(townPairFormSchema, (values: PairValues) => ({
  depart: values.depart?.slug ?? '',
  arrivee: values.arrivee?.slug ?? '',
}));
