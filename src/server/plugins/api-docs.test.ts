/**
 * The OpenAPI document at /api/docs, read from the routes themselves
 * (docs/decisions/128-an-api-a-newcomer-can-read.md): a valid OpenAPI 3 document where every
 * operation has a summary, a tag and at least one 4xx answer with the ErrorResponse body; its
 * reference page at /api/docs/ui.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';

let t: TestApp;
withTestApp((app) => (t = app));

interface Operation {
  summary?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  tags?: string[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

async function document(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  return res.json<Document>();
}

function operations(doc: Document): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
}

describe('the OpenAPI document (/api/docs)', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a summary and a tag, and a 4xx answer with a body to each that takes input or a session', async () => {
    const all = operations(await document());
    expect(all.length).toBeGreaterThan(100);
    const missing = all.flatMap(([name, op]) => {
      const errors = Object.entries(op.responses).filter(([status]) => /^4\d\d$/.test(status));
      // A read that takes no input and needs no session has no 4xx to declare (its only failure is a 503).
      const takesInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined || !name.startsWith('GET ');
      const problems = [
        ...(op.summary?.trim() ? [] : ['summary']),
        ...(op.tags?.length ? [] : ['tag']),
        ...(errors.length > 0 || !takesInput ? [] : ['4xx']),
        // The dealer sign-in answers its own spec bodies and describes them; every other error uses ErrorResponse.
        ...errors.filter(([, r]) => !r.content?.['application/json']?.schema).map(([s]) => `${s} body`),
      ];
      return problems.length ? [`${name}: ${problems.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('describes the error body once, as a component, and the errors read off a route use it', async () => {
    const doc = await document();
    expect(doc.components.schemas.ErrorResponse).toMatchObject({ required: expect.arrayContaining(['code', 'message']) });
    const errorBody = (op: Operation | undefined, status: string) => op?.responses[status]?.content?.['application/json']?.schema.$ref;
    const ref = '#/components/schemas/ErrorResponse';
    // Validated input (400), an admin session (401), a record in the path (404).
    const patchOrder = doc.paths['/api/admin/orders/{id}']?.patch;
    expect([errorBody(patchOrder, '400'), errorBody(patchOrder, '401'), errorBody(patchOrder, '404')]).toEqual([ref, ref, ref]);
    // (429 follows a route's rate limit, which the test app turns off.)
    // A route's own: 409 past the saved-design limit.
    expect(errorBody(doc.paths['/api/designs']?.post, '409')).toBe(ref);
    // A public read has no 401; a dealer read has.
    expect(doc.paths['/api/shop-info']?.get?.responses['401']).toBeUndefined();
    expect(errorBody(doc.paths['/api/dealer/profile']?.get, '401')).toBe(ref);
  });
});

describe('the reference page (/api/docs/ui)', () => {
  it('serves Swagger UI beside the document in development', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/ui/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });
});
