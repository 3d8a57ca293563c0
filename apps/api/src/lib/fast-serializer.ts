import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Project = (value: unknown) => unknown;
const same: Project = (value) => value;
const SCALARS = new Set(['string', 'number', 'int', 'boolean', 'null', 'literal', 'enum']);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The projection of a value on a zod schema: objects keep only their declared keys, in the
 * schema's order (zod's own output order), arrays and nullable / optional values are followed.
 * A schema with anything else than plain data (transform, pipe, union of objects…) has none.
 */
function projection(schema: z.ZodType): Project {
  const def = defOf(schema);
  if (SCALARS.has(def.type)) return same;
  if (def.type === 'union' && def.options!.every((option) => SCALARS.has(defOf(option).type)))
    return same;
  if (def.type === 'optional' || def.type === 'nullable') {
    const inner = projection(def.innerType!);
    return (value) => (value === null || value === undefined ? value : inner(value));
  }
  if (def.type === 'array') {
    const item = projection(def.element!);
    return (value) => (value as unknown[]).map(item);
  }
  if (def.type === 'object') {
    const fields = Object.entries(def.shape!).map(
      ([key, field]) => [key, projection(field)] as const,
    );
    return (value) => {
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, project] of fields) {
        const field = source[key];
        if (field !== undefined) out[key] = project(field);
      }
      return out;
    };
  }
  throw new Error(`no fast serialiser for a zod ${def.type}`);
}

/**
 * A response serialiser for plain data schemas: the value projected on the schema (only its
 * declared fields, in its order), then `JSON.stringify`. It writes what zod's parse +
 * `JSON.stringify` writes for a value of the schema's type, an undocumented field never reaches
 * the wire, without zod validating the response again (docs/decisions/015-search-one-round-trip.md,
 * « Trip detail »). For responses built from typed rows: it does not check the values' types.
 */
export function compileFastSerializer(schema: z.ZodType): (data: unknown) => string {
  const project = projection(schema);
  return (data) => JSON.stringify(project(data));
}

/** A route's `serializerCompiler`: the fast serialiser for `status`, zod's for its other responses. */
export function fastResponseSerializer(
  status: number,
  schema: z.ZodType,
): <T>(route: FastifyRouteSchemaDef<T>) => (data: unknown) => string {
  const fast = compileFastSerializer(schema);
  return (route) =>
    String(route.httpStatus) === String(status) ? fast : zodSerializerCompiler(route as never);
}
