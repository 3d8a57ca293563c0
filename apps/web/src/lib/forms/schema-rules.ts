import type { z } from 'zod';

/*
 * Reads a field's limits from the shared zod schema the server validates with, so an input's
 * maxLength/min/max/required come from the one schema instead of numbers repeated here.
 * Type-only zod import: calling these never pulls zod into a bundle that does not already hold
 * the schema.
 */

interface Wrapper {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

interface Bounded {
  maxLength?: number | null;
  minLength?: number | null;
  maxValue?: number | null;
  minValue?: number | null;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly']);

/** The schemas a field's value goes through: wrappers opened, both ends of a pipe. */
function layers(schema: z.ZodType): z.ZodType[] {
  const def = schema._zod.def as unknown as Wrapper;
  if (WRAPPERS.has(def.type) && def.innerType) return layers(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return [...layers(def.in), ...layers(def.out)];
  return [schema];
}

function firstBound(schema: z.ZodType, key: keyof Bounded): number | undefined {
  for (const layer of layers(schema)) {
    const value = (layer as unknown as Bounded)[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}

/** The schema's maximum length of a text field (`.max(n)` on a string). */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  return firstBound(schema, 'maxLength');
}

/** The schema's minimum length of a text field (`.min(n)` on a string). */
export function minLengthOf(schema: z.ZodType): number | undefined {
  return firstBound(schema, 'minLength');
}

/** The schema's bounds of a number field. */
export function rangeOf(schema: z.ZodType): { min?: number; max?: number } {
  return { min: firstBound(schema, 'minValue'), max: firstBound(schema, 'maxValue') };
}

/** True when the schema refuses a missing or empty value (not optional, not defaulted). */
export function isRequired(schema: z.ZodType): boolean {
  if (schema._zod.optin === 'optional') return false;
  const minLength = minLengthOf(schema);
  return minLength === undefined || minLength > 0;
}

/** The input attributes a text field takes from its schema. */
export function textRules(schema: z.ZodType): { maxLength?: number; 'aria-required'?: true } {
  return {
    maxLength: maxLengthOf(schema),
    ...(isRequired(schema) ? { 'aria-required': true as const } : {}),
  };
}

/**
 * True when the schema refuses an empty input. For the fields read through a `preprocess` (an
 * empty text becomes `undefined` before the check), whose wrappers do not say it.
 */
export function refusesEmpty(schema: z.ZodType): boolean {
  return !schema.safeParse('').success;
}
