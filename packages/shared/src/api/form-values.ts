import { z } from 'zod';
import { INT32_MAX, INT32_MIN, text } from './inputs';

/*
 * Write endpoints accept multipart, form-urlencoded and JSON (docs/product/README.md). Form encodings carry only
 * strings, so wire schemas use these helpers to read the same value from "1", 1 or true.
 */

const TRUE_VALUES = new Set(['1', 'true', 'on', 'oui']);
const FALSE_VALUES = new Set(['0', 'false', 'off', 'non', '']);

/** A 0/1 flag (spec: is_resa_automatique, actif, …), read from 0/1, "0"/"1" or booleans. */
export const flag01 = z.preprocess(
  (value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'number') return value;
    if (typeof value === 'string') {
      const lower = value.trim().toLowerCase();
      if (TRUE_VALUES.has(lower)) return 1;
      if (FALSE_VALUES.has(lower)) return 0;
    }
    return value;
  },
  z.union([z.literal(0), z.literal(1)], { error: 'doit valoir 0 ou 1' }),
);

/**
 * An integer sent as a number or as a decimal string. Without explicit bounds it stays within
 * PostgreSQL's int4 (`{"trajet_id":2147483648}` is a 422, not a 500).
 */
export function intField(options: { min?: number; max?: number } = {}) {
  const min = Math.max(options.min ?? INT32_MIN, INT32_MIN);
  const max = Math.min(options.max ?? INT32_MAX, INT32_MAX);
  const schema = z
    .number({
      error: (issue) => (issue.code === 'invalid_type' ? 'doit être un nombre entier' : undefined),
    })
    .int('doit être un nombre entier')
    .min(min, `doit être au moins ${min}`)
    .max(max, `doit être au plus ${max}`);
  return z.preprocess((value) => {
    if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
    return value;
  }, schema);
}

/** A required trimmed string with a length limit (no control characters, see `text`). */
export function textField(options: { max: number; min?: number; multiline?: boolean }) {
  const min = options.min ?? 1;
  return text({
    multiline: options.multiline,
    error: (issue) => (issue.input === undefined ? 'est obligatoire' : 'doit être un texte'),
  })
    .trim()
    .min(min, min > 1 ? `doit contenir au moins ${min} caractères` : 'est obligatoire')
    .max(options.max, `ne doit pas dépasser ${options.max} caractères`);
}

/** A JSON document sent as a string in form encodings (spec: villes_etapes, montants_etapes). */
export function jsonField<T extends z.ZodType>(inner: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, inner);
}
