import fc from 'fast-check';

/*
 * Requests generated from the OpenAPI document (/api/openapi.json) — valid values from
 * each schema, boundaries, wrong types, missing fields, huge strings, NUL, unicode and malformed
 * encodings. Pure functions of the document and a seed; the fuzz test sends them.
 */

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  secured: boolean;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** One request to send: what the fuzz test needs, and a label to report. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
}

export interface Fixtures {
  /** Ids that exist (the fuzz user, their trip, a booking…), tried first for `id` values. */
  ids: number[];
  emails: string[];
  communes: string[];
}

const INT32_MAX = 2_147_483_647;

export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
        security?: Record<string, unknown>[];
        responses: Operation['responses'];
      };
      const content = operation.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType
          ? {
              contentType,
              schema: content[contentType]!.schema,
              required: operation.requestBody?.required ?? false,
            }
          : undefined,
        secured: (operation.security ?? []).some((entry) => 'bearer' in entry),
        responses: operation.responses,
      });
    }
  }
  return operations;
}

/** A value the schema accepts (as far as a schema can say: ids come from the fixtures). */
export function validValue(
  schema: JsonSchema,
  name: string,
  fixtures: Fixtures,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return fc.oneof(...variants.map((variant) => validValue(variant, name, fixtures, depth)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, name, fixtures, depth);
  let base: fc.Arbitrary<unknown>;
  switch (schema.type) {
    case 'integer': {
      const min =
        Math.max(schema.minimum ?? -1000, -INT32_MAX) + (schema.exclusiveMinimum === true ? 1 : 0);
      const max = Math.min(schema.maximum ?? 1_000_000, INT32_MAX);
      const range = fc.integer({ min, max: Math.max(min, max) });
      base = /(^|_)id$|Id$|^passager$/.test(name)
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...fixtures.ids) },
            { weight: 1, arbitrary: range },
          )
        : fc.oneof(range, fc.constantFrom(min, Math.max(min, max)));
      break;
    }
    case 'number':
      base = fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
      break;
    case 'boolean':
      base = fc.boolean();
      break;
    case 'array': {
      const items = schema.items ?? {};
      base =
        depth > 3
          ? fc.constant([])
          : fc.array(validValue(items, name, fixtures, depth + 1), {
              minLength: schema.minItems ?? 0,
              maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
            });
      break;
    }
    case 'object': {
      if (depth > 3 || !schema.properties) {
        base = fc.constant({});
        break;
      }
      const entries = Object.entries(schema.properties);
      base = fc.record(
        Object.fromEntries(
          entries.map(([key, property]) => [key, validValue(property, key, fixtures, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in schema.properties!) },
      );
      break;
    }
    case 'string':
      base = validString(schema, name, fixtures);
      break;
    default:
      // `{}` (a file, anything): a short text.
      base = fc.constantFrom('x', 'fichier');
  }
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function validString(schema: JsonSchema, name: string, fixtures: Fixtures): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.format === 'date' || /date|_du$|_au$/.test(name)) {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (/email/.test(name)) return fc.constantFrom(...fixtures.emails, 'inconnu@exemple.fr');
  if (/code_commune|ville|depart|arrivee/.test(name) && !schema.pattern)
    return fc.constantFrom(...fixtures.communes);
  if (name === 'heure') return fc.constantFrom('08:30', '23:59', '00:00');
  const patterns = [schema.pattern].filter(
    (pattern): pattern is string => !!pattern && !pattern.startsWith('^[^\\u0000'),
  );
  if (patterns.length > 0) {
    return fc
      .stringMatching(new RegExp(patterns[0]!))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? 1e9));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).map((value) =>
    // Keep generated "valid" texts printable: control characters are the invalid cases' job.
    // eslint-disable-next-line no-control-regex -- replacing control characters is the point
    value.replace(/[\u0000-\u001F\u007F-\u009F]/g, 'a'),
  );
}

/** Values every field should refuse or survive: wrong types, boundaries, NUL, huge, unicode. */
export function hostileValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [
    null,
    true,
    [],
    {},
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    'é😀🚗\u202Eàç', // accents, emoji, right-to-left override
    '\uD800', // a lone surrogate
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'x'.repeat(70_000),
    2147483648,
    -2147483649,
    9_999_999_999_999,
    Number.MAX_SAFE_INTEGER + 2,
    -0.5,
    1.5,
    '2147483648',
    '9999999999',
    '-1',
    'NaN',
    '1e400',
  ];
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum);
    if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum);
  }
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined) values.push('é'.repeat(schema.maxLength + 1));
    if (schema.minLength !== undefined && schema.minLength > 0)
      values.push('a'.repeat(schema.minLength - 1));
  }
  return values;
}

/** Path and query values that are hostile in a URL (already percent-encoded). */
export const hostileUrlValues = [
  '2147483648',
  '9999999999',
  '0',
  '-1',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '%07',
  '%FF', // not UTF-8
  '%E9t%E9', // Latin-1, not UTF-8
  '%C3%A9%F0%9F%98%80', // é😀
  '%',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'x'.repeat(3000),
  '%20',
];

/** encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes instead of a throw. */
export function encodeComponent(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) =>
      /^[\uD800-\uDFFF]$/.test(part)
        ? '%ED%' +
          (((part.charCodeAt(0) >> 6) & 0x3f) | 0x80).toString(16).toUpperCase() +
          '%' +
          ((part.charCodeAt(0) & 0x3f) | 0x80).toString(16).toUpperCase()
        : encodeURIComponent(part),
    )
    .join('');
}

export function encodePath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? 'x');
}

/** `filter[utilisateur_id]=…&page=…` from a query object (qs style, as the API reads it). */
export function encodeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
      else for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
      return;
    }
    parts.push(`${encodeComponent(key)}=${encodeComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return parts.join('&');
}

/** A body in one of the encodings the API accepts (docs/product/README.md), or a deliberately broken one. */
export function encodeBody(
  body: unknown,
  encoding: 'json' | 'form' | 'multipart',
): { payload: string | Buffer; contentType: string } {
  if (encoding === 'json')
    return { payload: JSON.stringify(body), contentType: 'application/json' };
  const entries: [string, string][] = [];
  const flatten = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      if (Array.isArray(value)) value.forEach((item, index) => flatten(`${key}[${index}]`, item));
      else for (const [sub, item] of Object.entries(value)) flatten(`${key}[${sub}]`, item);
      return;
    }
    entries.push([key, String(value)]);
  };
  if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) flatten(key, value);
  if (encoding === 'form') {
    return {
      payload: entries
        .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
        .join('&'),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const boundary = 'fuzz-boundary-16';
  const chunks = entries.map(
    ([key, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  // A small file part too: upload endpoints get something to chew on.
  chunks.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="fichier"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\r\n`,
  );
  chunks.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(chunks.join(''), 'latin1'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Bodies no endpoint can read: each must get a 4xx in the error shape. */
export const malformedBodies: { label: string; payload: string | Buffer; contentType: string }[] = [
  { label: 'JSON tronqué', payload: '{"a": ', contentType: 'application/json' },
  { label: 'JSON avec NUL', payload: '{"a":"\u0000', contentType: 'application/json' },
  { label: 'JSON vide', payload: '', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json' },
  { label: 'JSON tableau', payload: '[1,2]', contentType: 'application/json' },
  { label: 'JSON texte', payload: '"x"', contentType: 'application/json' },
  {
    label: 'JSON latin-1',
    payload: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
    contentType: 'application/json',
  },
  {
    label: 'JSON __proto__',
    payload: '{"__proto__":{"admin":1},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
  },
  {
    label: 'JSON profond',
    payload: '['.repeat(5000) + ']'.repeat(5000),
    contentType: 'application/json',
  },
  {
    label: 'multipart non fermé',
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvaleur',
    contentType: 'multipart/form-data; boundary=b',
  },
  {
    label: 'multipart en-tête invalide',
    payload: '--b\r\nn’importe quoi\r\n\r\nx\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  { label: 'multipart sans boundary', payload: 'x', contentType: 'multipart/form-data' },
  { label: 'multipart vide', payload: '--b--\r\n', contentType: 'multipart/form-data; boundary=b' },
  {
    label: 'formulaire mal encodé',
    payload: 'a=%&b=%ZZ&c=%FF',
    contentType: 'application/x-www-form-urlencoded',
  },
  { label: 'texte brut', payload: 'bonjour', contentType: 'text/plain' },
  { label: 'XML', payload: '<a/>', contentType: 'application/xml' },
  { label: 'charset inconnu', payload: '{}', contentType: 'application/json; charset=klingon' },
];
