/**
 * A property over the OpenAPI document (docs/decisions/212-a-property-over-the-openapi-document.md):
 * for every operation, as the signed-in owner (with a dealer token beside) and as nobody, path
 * parameters, query strings and JSON bodies are generated FROM the operation's own schemas, so
 * most requests pass validation and reach the handlers, with a hostile value (huge numbers, NUL,
 * lone surrogates, deep objects, wrong types) in some of the fields. The property: never a 5xx,
 * and every 4xx is JSON `{message, issues?}`.
 *
 * Runs per operation and identity: OPENAPI_PROPERTY_RUNS (default 6); the seed: OPENAPI_PROPERTY_SEED
 * (default fixed, printed), so a failure replays with the same requests.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { loginCookie } from '#tests/support/admin';
import { dealerToken, insertDealer } from '#tests/support/dealer';
import { orderBody } from '../../../tests/factories/orders';

const RUNS = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 6);
const SEED = Number(process.env.OPENAPI_PROPERTY_SEED ?? 20_261_129);
/** Only the operations whose name (`PUT /api/admin/dealers/{dealerId}`) contains this, to replay one. */
const ONLY = process.env.OPENAPI_PROPERTY_ONLY ?? '';

/**
 * Operations that end the session they are called with (every later request would be a 401 and
 * test nothing): they are fuzzed anonymously only; error-contract.test.ts covers them signed in.
 */
const ENDS_SESSION = new Set(['POST /api/admin/logout', 'POST /api/dealer/logout', 'POST /api/logout', 'POST /api/auth/logout']);

type Schema = Record<string, unknown>;
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const hostileString = fc.constantFrom(
  '\u0000',
  'Asha\u0000',
  '\uD800',
  'a\uDFFFb',
  '\u202Egnp.exe',
  'x'.repeat(5_000),
  "'; drop table orders; --",
  '../../etc/passwd',
  '',
);
const hostileNumber = fc.constantFrom(1e308, -1e308, 1e21, 2 ** 53 + 1, 2 ** 31, -1, 0, 1.5, -0.000001);
const deep = fc.integer({ min: 20, max: 120 }).map((depth) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  deep,
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
);

/** A value of `schema` (an OpenAPI 3 / JSON Schema object, dereferenced), or now and then a hostile one. */
function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const valid = validValueOf(schema, depth);
  return fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: hostile, weight: 1 });
}

function bound(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(Math.min(value, Number.MAX_SAFE_INTEGER), -Number.MAX_SAFE_INTEGER)
    : fallback;
}

function stringOf(s: Schema): fc.Arbitrary<string> {
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = Math.max(minLength, Math.min(typeof s.maxLength === 'number' ? s.maxLength : 40, 40));
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    default:
      break;
  }
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((text) => text.length >= minLength && text.length <= Math.max(maxLength, 200));
    } catch {
      // A pattern fast-check cannot read: plain text instead.
    }
  }
  return fc.string({
    minLength,
    maxLength,
    unit: fc.oneof(
      { arbitrary: fc.constantFrom(...'abcAZ 019-@.'), weight: 5 },
      { arbitrary: fc.constantFrom('अ', 'த', 'é', '😀'), weight: 1 },
    ),
  });
}

function validValueOf(schema: Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts) && parts.length > 0) return fc.oneof(...(parts as Schema[]).map((p) => validValueOf(p, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf as Schema[]) {
      Object.assign(merged.properties as Schema, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    }
    return validValueOf(merged, depth + 1);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const min = Math.ceil(
          bound(schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined), -1_000),
        );
        const max = Math.floor(
          bound(schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined), 1_000_000),
        );
        return min > max ? fc.constant(min) : fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
      }
      case 'number': {
        const min = bound(schema.minimum ?? schema.exclusiveMinimum, -1_000);
        const max = bound(schema.maximum ?? schema.exclusiveMaximum, 1_000_000);
        return min > max ? fc.constant(min) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'string':
        return stringOf(schema);
      case 'array': {
        const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3));
        return fc.array(validValueOf(schema.items as Schema | undefined, depth + 1), { minLength, maxLength });
      }
      default:
        return objectOf(schema, depth);
    }
  });
  if (arbitraries.length === 0) return schema.properties ? objectOf(schema, depth) : fc.jsonValue({ maxDepth: 2 });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value, depth + 1)]));
  const requiredKeys = [...required].filter((key) => key in model);
  // The required keys alone (`{updates: {}}`), some optional ones, or an unknown key beside them:
  // a handler must cope with an object that has nothing optional in it as well as a full one.
  const minimal = fc.record(Object.fromEntries(requiredKeys.map((key) => [key, model[key]!])));
  const partial = fc.record(model, { requiredKeys });
  const unknownKey = fc
    .tuple(partial, fc.constantFrom('__proto__x', 'keychainCredits', 'role', 'isAdmin'))
    .map(([value, key]) => ({ ...value, [key]: 1 }));
  return fc.oneof({ arbitrary: minimal, weight: 2 }, { arbitrary: partial, weight: 2 }, { arbitrary: unknownKey, weight: 1 });
}

/**
 * The smallest valid value of `schema`, deterministically: an object with its required keys alone
 * (`{updates: {}}`), the least items, 1 clamped into a number's range. Every operation's first run.
 */
function minimalValue(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts) && parts.length > 0) return minimalValue(parts[0] as Schema, depth + 1);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : ['object'];
  const type = types.find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'integer':
    case 'number': {
      const min = bound(schema.minimum, -Infinity);
      const max = bound(schema.maximum, Infinity);
      return Math.min(Math.max(1, Number.isFinite(min) ? min : 1), Number.isFinite(max) ? max : 1);
    }
    case 'string':
      return fc.sample(stringOf(schema), { numRuns: 1, seed: 1 })[0];
    case 'array':
      return Array.from({ length: typeof schema.minItems === 'number' ? schema.minItems : 0 }, () =>
        minimalValue(schema.items as Schema | undefined, depth + 1),
      );
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = ((schema.required as string[] | undefined) ?? []).filter((key) => key in properties);
      return Object.fromEntries(required.map((key) => [key, minimalValue(properties[key], depth + 1)]));
    }
  }
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** A query or path value as text: strings as they are, anything else as JSON (an array repeats the key). */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Whether a 4xx answer is JSON `{message: non-empty string, issues?: array}` (the error contract). */
function isErrorBody(contentType: unknown, text: string): boolean {
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return false;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; issues?: unknown } | null;
    return (
      typeof parsed?.message === 'string' && parsed.message.length > 0 && (parsed.issues === undefined || Array.isArray(parsed.issues))
    );
  } catch {
    return false;
  }
}

interface Case {
  name: string;
  method: string;
  path: string;
  operation: Operation;
}

let t: TestApp;
let cases: Case[] = [];
let signedIn: Record<string, string> = {};
withTestApp(async (app) => {
  t = app;
  const doc = (await SwaggerParser.dereference(structuredClone(t.app.swagger()) as never)) as unknown as {
    paths: Record<string, Record<string, Operation>>;
  };
  cases = Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })),
    )
    .filter((c) => c.name.includes(ONLY));
  const dealer = await insertDealer(t.database.db, { pin: '4829', pepper: t.config.pinPepper, credits: 50 });
  signedIn = { cookie: await loginCookie(t.app), authorization: `Bearer ${await dealerToken(t.app, dealer.phoneNumber, '4829')}` };
  // One real order, so that id-taking routes meet an existing row too.
  await t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'content-type': 'application/json' }, payload: orderBody() });
});

/** One operation's property: RUNS generated requests with `headers`; answers the first failure, if any. */
async function check(c: Case, headers: Record<string, string>, seed: number): Promise<string | null> {
  const parameters = c.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const jsonBody = c.operation.requestBody?.content?.['application/json']?.schema;
  const multipart = c.operation.requestBody?.content?.['multipart/form-data'] !== undefined;
  const pathArb = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, valueOf(p.schema)])));
  const queryArb = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valueOf(p.schema)])), {
    requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name),
  });
  const bodyArb = jsonBody
    ? fc.oneof({ arbitrary: valueOf(jsonBody), weight: 9 }, { arbitrary: hostile, weight: 1 })
    : fc.constant(undefined);
  let failure: string | null = null;
  const result = await fc.check(
    fc.asyncProperty(pathArb, queryArb, bodyArb, async (pathValues, query, body) => {
      const url = c.path.replace(/\{([^}]+)\}/g, (_m, name: string) => percentEncode(asText(pathValues[name]).slice(0, 200)) || '0');
      const qs = Object.entries(query)
        .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${key}=${percentEncode(asText(v).slice(0, 500))}`))
        .join('&');
      const withBody = c.method !== 'GET' && c.method !== 'DELETE' && !multipart;
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: qs ? `${url}?${qs}` : url,
        headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { payload: JSON.stringify(body ?? {}) } : {}),
      });
      if (process.env.OPENAPI_PROPERTY_TRACE)
        console.info(c.name, res.statusCode, JSON.stringify(body)?.slice(0, 300), res.body.slice(0, 200));
      const bad = res.statusCode >= 500 || (res.statusCode >= 400 && !isErrorBody(res.headers['content-type'], res.body));
      if (bad)
        failure ??= `${c.method} ${qs ? `${url}?${qs}` : url} → ${res.statusCode} ${res.body.slice(0, 200)} (body ${String(JSON.stringify(body)).slice(0, 300)})`;
      return !bad;
    }),
    {
      numRuns: RUNS,
      seed,
      endOnFailure: true,
      examples: [
        [
          Object.fromEntries(pathParams.map((p) => [p.name, minimalValue(p.schema)])),
          Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, minimalValue(p.schema)])),
          jsonBody ? minimalValue(jsonBody) : undefined,
        ],
      ],
    },
  );
  return result.failed ? (failure ?? `${c.name}: ${String(result.errorInstance).slice(0, 300)}`) : null;
}

describe('a property over the OpenAPI document: generated requests never make a 5xx', () => {
  it('covers every operation of the document', () => {
    // Printed so that a failing run can be replayed (OPENAPI_PROPERTY_SEED).
    console.info(`openapi-property: seed ${SEED}, ${RUNS} runs per operation and identity, ${cases.length} operations`);
    if (ONLY) return;
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.some((c) => c.name === 'PUT /api/admin/dealers/{dealerId}')).toBe(true);
  });

  it('as the signed-in owner (and a dealer): never a 5xx, every 4xx in the error format', async () => {
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      if (ENDS_SESSION.has(c.name)) continue;
      const failure = await check(c, signedIn, SEED + i);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('as nobody: never a 5xx, every 4xx in the error format', async () => {
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      const failure = await check(c, {}, SEED + 10_000 + i);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
