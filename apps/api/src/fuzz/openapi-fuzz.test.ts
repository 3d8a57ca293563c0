import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import {
  encodeBody,
  encodeComponent,
  encodePath,
  encodeQuery,
  hostileUrlValues,
  hostileValues,
  malformedBodies,
  operationsOf,
  validValue,
  type Fixtures,
  type FuzzRequest,
  type JsonSchema,
  type Operation,
} from './requests';

/**
 * Requests generated from /api/openapi.json for every operation, as a
 * visitor and as a logged-in member; no answer may be a 5xx, and every answer must be documented
 * (its status listed, its body matching the schema of that status). FUZZ_SEED replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
const MIN_REQUESTS = 5000;
const CONCURRENCY = 4;

let ctx: TestContext;
let member: UserRow;
let fixtures: Fixtures;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestContext();
  member = await createUser(ctx.db);
  const driver = await createUser(ctx.db);
  const ownTrip = await createTrip(ctx.db, { driver: member });
  const otherTrip = await createTrip(ctx.db, { driver });
  const booking = await createBooking(ctx.db, { trip: otherTrip, passenger: member });
  fixtures = {
    ids: [member.id, driver.id, ownTrip.id, otherTrip.id, booking.id, 1],
    emails: [member.email, driver.email],
    communes: ['75056', '69123', 'paris', 'lyon'],
  };
  const document = await ctx.client().get('/api/openapi.json');
  operations = operationsOf(document.body as Parameters<typeof operationsOf>[0]);
});
afterAll(async () => {
  await ctx.close();
});

/** Sessions that a request could end (logout) go last, each operation gets its own session. */
const LAST = new Set(['POST /api/auth/logout']);

function sample<T>(arbitrary: fc.Arbitrary<T>, runs: number, salt: number): T[] {
  return fc.sample(arbitrary, { numRuns: runs, seed: SEED + salt });
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(value);
}

/** Picks `count` items of `items`, the same ones for the same seed and salt. */
function pick<T>(items: T[], count: number, salt: number): T[] {
  if (items.length <= count) return items;
  const indexes = sample(
    fc.uniqueArray(fc.nat({ max: items.length - 1 }), { minLength: count, maxLength: count }),
    1,
    salt,
  )[0]!;
  return indexes.map((index) => items[index]!);
}

interface RequestParts {
  path: Record<string, string>;
  query: Record<string, unknown>;
  rawQuery?: string;
  body?: unknown;
  encoded?: { payload: string | Buffer; contentType: string };
}

function plan(operation: Operation, anonymousOnSecured: boolean): FuzzRequest[] {
  const salt = hash(`${operation.method} ${operation.path}`);
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const valid = (index: number): RequestParts => {
    const path = Object.fromEntries(
      pathParameters.map((parameter) => [
        parameter.name,
        encodeComponent(
          String(
            sample(validValue(parameter.schema, parameter.name, fixtures), 1, salt + index)[0],
          ),
        ),
      ]),
    );
    const query = Object.fromEntries(
      queryParameters
        .map((parameter, position) => [
          parameter.name,
          sample(
            validValue(parameter.schema, parameter.name, fixtures),
            1,
            salt + index + position,
          )[0],
        ])
        .filter(([, value]) => value !== undefined),
    );
    const body = operation.body
      ? sample(validValue(operation.body.schema, 'body', fixtures), 1, salt + index)[0]
      : undefined;
    return { path, query, body };
  };

  const cases: [string, RequestParts][] = [];
  const validRuns = anonymousOnSecured ? 2 : 5;
  for (let index = 0; index < validRuns; index += 1) cases.push(['valide', valid(index)]);

  // Path parameters: out of range, not numbers, NUL, bad percent-encoding, huge.
  for (const parameter of pathParameters) {
    const values = pick(hostileUrlValues, anonymousOnSecured ? 4 : 11, salt);
    for (const value of values) {
      const base = valid(0);
      cases.push([
        `chemin ${parameter.name}=${value.slice(0, 20)}`,
        { ...base, path: { ...base.path, [parameter.name]: value } },
      ]);
    }
  }

  // Query parameters: hostile values, missing required ones, sub-fields of `filter[...]`.
  for (const [position, parameter] of queryParameters.entries()) {
    const base = valid(1);
    if (parameter.required) {
      const { [parameter.name]: _missing, ...rest } = base.query;
      cases.push([`requête sans ${parameter.name}`, { ...base, query: rest }]);
    }
    const subFields = Object.entries(parameter.schema.properties ?? {});
    if (subFields.length > 0) {
      for (const [sub, schema] of subFields) {
        for (const value of pick(
          hostileValues(schema),
          anonymousOnSecured ? 1 : 4,
          salt + position,
        )) {
          cases.push([
            `requête ${parameter.name}[${sub}]`,
            { ...base, query: { ...base.query, [parameter.name]: { [sub]: value } } },
          ]);
        }
      }
    }
    for (const value of pick(
      hostileValues(parameter.schema),
      anonymousOnSecured ? 2 : 6,
      salt + position,
    )) {
      cases.push([
        `requête ${parameter.name}`,
        { ...base, query: { ...base.query, [parameter.name]: value } },
      ]);
    }
  }
  for (const rawQuery of [
    '%',
    'page[]=1&page=2',
    'filter=x',
    'a[b][c][d][e][f]=1',
    'page=%00',
    'x=%FF',
  ]) {
    cases.push([`requête brute ${rawQuery}`, { ...valid(2), rawQuery }]);
  }

  // Bodies: other encodings, missing fields, hostile values, malformed documents.
  if (operation.body) {
    const schema = operation.body.schema;
    const base = valid(3);
    const isObject = (value: unknown): value is Record<string, unknown> =>
      typeof value === 'object' && value !== null && !Array.isArray(value);
    for (const encoding of ['form', 'multipart'] as const) {
      cases.push([`corps ${encoding}`, { ...base, encoded: encodeBody(base.body, encoding) }]);
    }
    for (const label of malformedBodies) {
      cases.push([`corps ${label.label}`, { ...base, encoded: label }]);
    }
    if (isObject(base.body) && !anonymousOnSecured) {
      for (const field of schema.required ?? []) {
        const { [field]: _missing, ...rest } = base.body;
        cases.push([`corps sans ${field}`, { ...base, body: rest }]);
      }
      for (const [position, [field, fieldSchema]] of Object.entries(
        schema.properties ?? {},
      ).entries()) {
        for (const value of pick(hostileValues(fieldSchema), 4, salt + position)) {
          cases.push([`corps ${field}`, { ...base, body: { ...base.body, [field]: value } }]);
        }
        // The same hostile text through a form encoding (strings only, as browsers send).
        cases.push([
          `corps ${field} NUL (formulaire)`,
          { ...base, encoded: encodeBody({ ...base.body, [field]: 'a\u0000b' }, 'form') },
        ]);
      }
    }
  }

  return cases.map(([label, parts]) => {
    const query = parts.rawQuery ?? encodeQuery(parts.query);
    const url = encodePath(operation.path, parts.path) + (query ? `?${query}` : '');
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (parts.encoded) {
      payload = parts.encoded.payload;
      headers['content-type'] = parts.encoded.contentType;
    } else if (operation.body && parts.body !== undefined) {
      const encoded = encodeBody(parts.body, 'json');
      payload = encoded.payload;
      headers['content-type'] = encoded.contentType;
    }
    return { method: operation.method, url, headers, payload, label };
  });
}

const compiled = new Map<JsonSchema, z.ZodType>();
function responseSchema(schema: JsonSchema): z.ZodType {
  let zod = compiled.get(schema);
  if (!zod) {
    zod = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0], {
      defaultTarget: 'openapi-3.0',
    });
    compiled.set(schema, zod);
  }
  return zod;
}

interface Finding {
  actor: string;
  request: string;
  status: number;
  problem: string;
}

/** What is wrong with this answer, or null: a 5xx, an undocumented status, a body off-schema. */
function check(
  operation: Operation,
  status: number,
  contentType: string,
  text: string,
): string | null {
  if (status >= 500) return `réponse ${status} : ${text.slice(0, 200)}`;
  const documented = operation.responses[String(status)] ?? operation.responses.default;
  if (!documented)
    return `statut ${status} non documenté (${Object.keys(operation.responses).join(', ')})`;
  if (status >= 300 && status < 400) return null; // a redirection: no body to check
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return null;
  if (!contentType.includes('json')) return `réponse ${status} non JSON (${contentType})`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `réponse ${status} : JSON illisible`;
  }
  const result = responseSchema(schema).safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    return `corps ${status} hors schéma (${issue.path.join('.')} : ${issue.message}) ${text.slice(0, 160)}`;
  }
  return null;
}

describe('API fuzzing from the OpenAPI document', () => {
  it(`sends at least ${MIN_REQUESTS} generated requests: no 5xx, every answer as documented`, async () => {
    const findings: Finding[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    const ordered = [...operations].sort(
      (a, b) =>
        Number(LAST.has(`${a.method} ${a.path}`)) - Number(LAST.has(`${b.method} ${b.path}`)),
    );
    expect(ordered.length).toBeGreaterThan(100);

    const timings: [string, number][] = [];
    for (const operation of ordered) {
      const started = performance.now();
      for (const actor of ['visiteur', 'membre'] as const) {
        // A fresh session per operation: one that ends it (logout) cannot spoil the others.
        const token = actor === 'membre' ? await loginAs(ctx.db, member) : null;
        const requests = plan(operation, actor === 'visiteur' && operation.secured);
        let next = 0;
        // A few requests at a time (the pool has 5 connections), as browsers would send them.
        const worker = async () => {
          while (next < requests.length) {
            const request = requests[next++]!;
            const headers: Record<string, string> = {
              ...request.headers,
              cookie: 'XSRF-TOKEN=fuzz',
              'x-xsrf-token': 'fuzz',
            };
            if (token) headers.authorization = `Bearer ${token}`;
            const response = await ctx.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers,
              payload: request.payload,
            });
            sent += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const problem = check(
              operation,
              response.statusCode,
              String(response.headers['content-type'] ?? ''),
              response.body,
            );
            if (problem) {
              findings.push({
                actor,
                request: `${request.method} ${request.url.slice(0, 120)} [${request.label}]`,
                status: response.statusCode,
                problem,
              });
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      }
      timings.push([`${operation.method} ${operation.path}`, performance.now() - started]);
    }
    if (process.env.FUZZ_TIMINGS) {
      timings.sort((a, b) => b[1] - a[1]);
      console.info(
        timings
          .slice(0, 15)
          .map(([name, ms]) => `${Math.round(ms)} ms ${name}`)
          .join('\n'),
      );
    }

    // One line per operation and kind of problem, with how many requests showed it.
    const groups = new Map<string, { example: Finding; count: number }>();
    for (const finding of findings) {
      const key = `${finding.request.split(' ').slice(0, 2).join(' ').replace(/\?.*/, '')} ${finding.problem.slice(0, 40)}`;
      const group = groups.get(key);
      if (group) group.count += 1;
      else groups.set(key, { example: finding, count: 1 });
    }
    const report = [...groups.values()]
      .slice(0, 60)
      .map(
        ({ example, count }) =>
          `${count} × ${example.actor} ${example.request} → ${example.problem}`,
      )
      .join('\n');
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
    console.info(
      `fuzz : ${sent} requêtes (${histogram.join(' ')}), ${findings.length} problème(s), graine ${SEED}`,
    );
    expect(findings.length, `seed ${SEED}, ${findings.length} problème(s) :\n${report}`).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 240_000);
});
