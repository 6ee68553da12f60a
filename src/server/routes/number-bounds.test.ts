/**
 * Every number a client sends has bounds (docs/product.md#limits): each number or integer in a
 * request body, query string or path of the OpenAPI document declares a minimum and a maximum no
 * larger than Number.MAX_SAFE_INTEGER, so 1e21 or 1e308 is a 400 at the schema, never a 500 in
 * a conversion or an integer column (a fuzzer found `amount: 1e21` answering 500).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { MAX_AMOUNT_PAISE } from '#shared/schemas/amounts';
import { dealerToken, insertDealer } from '#tests/support/dealer';

let t: TestApp;
let dealer = '';
withTestApp(async (app) => {
  t = app;
  const row = await insertDealer(t.database.db, { pin: '4829', pepper: t.config.pinPepper });
  dealer = `Bearer ${await dealerToken(t.app, row.phoneNumber, '4829')}`;
});

type Schema = Record<string, unknown>;

/** Field names that hold money or a count (docs/product.md#limits). */
const MONEY_OR_COUNT = /paise|amount|price|total|quantity|credits|count/i;

/** Paths (`POST /api/x body.a.b`) of the numbers under `schema` that lack a finite, safe range. */
function unbounded(schema: unknown, where: string, seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const s = schema as Schema;
  const out: string[] = [];
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type];
  if (types.includes('number') || types.includes('integer')) {
    const max = (s.maximum ?? s.exclusiveMaximum) as number | undefined;
    const min = (s.minimum ?? s.exclusiveMinimum) as number | undefined;
    const bounded =
      typeof max === 'number' &&
      typeof min === 'number' &&
      Math.abs(max) <= Number.MAX_SAFE_INTEGER &&
      Math.abs(min) <= Number.MAX_SAFE_INTEGER;
    if (!bounded) out.push(`${where} (min ${String(min)}, max ${String(max)})`);
    // Money and counts by name: at most the shared ceiling (src/shared/schemas/amounts.ts).
    if (MONEY_OR_COUNT.test(where.split('.').at(-1) ?? '') && typeof max === 'number' && max > MAX_AMOUNT_PAISE) {
      out.push(`${where} (max ${max} above ${MAX_AMOUNT_PAISE})`);
    }
  }
  for (const [key, value] of Object.entries((s.properties ?? {}) as Record<string, unknown>))
    out.push(...unbounded(value, `${where}.${key}`, seen));
  if (s.items) out.push(...unbounded(s.items, `${where}[]`, seen));
  if (typeof s.additionalProperties === 'object') out.push(...unbounded(s.additionalProperties, `${where}{}`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const part of (s[key] ?? []) as unknown[]) out.push(...unbounded(part, where, seen));
  }
  return out;
}

describe('numbers in requests', () => {
  it('every number in every request body, query and path has a safe minimum and maximum', async () => {
    const raw = t.app.swagger() as unknown;
    const doc = (await SwaggerParser.dereference(structuredClone(raw) as never)) as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema?: unknown }[];
            requestBody?: { content?: Record<string, { schema?: unknown }> };
          }
        >
      >;
    };
    const found: string[] = [];
    let numbers = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) found.push(...unbounded(p.schema, `${name} ${p.in}.${p.name}`));
        for (const [type, content] of Object.entries(op.requestBody?.content ?? {}))
          found.push(...unbounded(content.schema, `${name} body(${type})`));
        numbers += (JSON.stringify([op.parameters, op.requestBody]).match(/"(number|integer)"/g) ?? []).length;
      }
    }
    expect(numbers).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});

describe('money and counts past their ceiling', () => {
  it.each([
    ['POST', '/api/dealer/purchase-credits', { quantity: 10, amount: 1e21 }],
    ['POST', '/api/dealer/purchase-credits', { quantity: 10, amount: 1e308 }],
    ['POST', '/api/orders/quote', { quantity: 1e21 }],
  ])('%s %s %j is a 400 with the field, never a 500', async (method, url, payload) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', authorization: dealer },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});
