import { describe, expect, it } from 'vitest';
import { CustomizationOption } from '#shared/schemas/customization';
import type { TestApp } from '../../../../tests/setup/test-db';
import { jsonHeaders } from '#tests/support/admin';
import { withAdminApp } from '#tests/support/admin-app';

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});

type Option = {
  id: number;
  type: string;
  name: string;
  value: string;
  displayName: string;
  fontColor: string | null;
  backgroundColor: string | null;
  sortOrder: number;
  isActive: boolean;
  fontFile: string | null;
};

const OPTIONS = '/api/admin/customization-options';

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = { cookie }) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object, headers: { ...jsonHeaders, ...headers } }),
    ...(payload === undefined ? { headers } : {}),
  });
}

async function publicList(type: 'font' | 'color_combination'): Promise<Option[]> {
  const res = await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=${type}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function adminList(type: 'font' | 'color_combination'): Promise<Option[]> {
  const res = await t.app.inject({ method: 'GET', url: `${OPTIONS}/all?type=${type}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('admin customization routes need the admin session', () => {
  it.each([
    ['GET', `${OPTIONS}/all`],
    ['POST', OPTIONS],
    ['PUT', `${OPTIONS}/1`],
    ['DELETE', `${OPTIONS}/1`],
    ['POST', `${OPTIONS}/1/font-file`],
    ['GET', '/api/admin/product-categories'],
  ] as const)('%s %s answers 401 without it', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { type: 'font', name: 'x', displayName: 'X' }, headers: jsonHeaders }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Admin login required' });
  });

  it('leaves the storefront list public', async () => {
    expect((await publicList('font')).length).toBeGreaterThan(0);
  });

  it('answers the storefront list as JSON with the schema’s fields only, the same bytes while cached (docs/decisions/191)', async () => {
    const first = await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=font` });
    const second = await t.app.inject({ method: 'GET', url: `${OPTIONS}?type=font` });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(second.body).toBe(first.body);
    const fields = new Set(first.json<Record<string, unknown>[]>().flatMap((o) => Object.keys(o)));
    expect([...fields].sort()).toEqual(Object.keys(CustomizationOption.shape).sort());
    // The stored file's hash is the server's, never in the public answer.
    expect(first.body).not.toContain('fontFileSha256');
  });
});

describe('POST /api/admin/customization-options', () => {
  it.each([
    {
      title: 'adds a colour with white on black and sortOrder = count + 1 (spec §9)',
      body: { type: 'color_combination', name: 'mint', displayName: 'Mint' },
      created: {
        type: 'color_combination',
        name: 'mint',
        value: 'mint',
        displayName: 'Mint',
        fontColor: '#FFFFFF',
        backgroundColor: '#000000',
        isActive: true,
        fontFile: null,
      },
    },
    {
      title: 'adds a font with its name lowercased and hyphenated, and no colours',
      body: { type: 'font', name: '  Open   Sans ', displayName: 'Open Sans', fontColor: '#123456', backgroundColor: '#654321' },
      created: { type: 'font', name: 'open-sans', value: 'open-sans', displayName: 'Open Sans', fontColor: null, backgroundColor: null },
    },
  ] as const)('$title', async ({ body, created }) => {
    const before = await adminList(body.type);
    const res = await send('POST', OPTIONS, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...created, sortOrder: before.length + 1 });
  });

  it.each([
    [{ type: 'color_combination', displayName: 'Teal' }, 'Color name is required'],
    [{ type: 'color_combination', name: '   ', displayName: 'Teal' }, 'Color name is required'],
    [{ type: 'color_combination', name: 'teal' }, 'Display name is required'],
    [{ type: 'font', displayName: 'Lobster' }, 'Font name is required'],
    [{ type: 'font', name: 'lobster', displayName: '' }, 'Display name is required'],
    [{ type: 'color_combination', name: 'teal', displayName: 'Teal', fontColor: 'teal' }, 'Font color must be a hex color like #FFFFFF'],
    [
      { type: 'color_combination', name: 'teal', displayName: 'Teal', backgroundColor: '#12345' },
      'Background color must be a hex color like #FFFFFF',
    ],
    [{ type: 'sticker', name: 'x', displayName: 'X' }, 'Type must be font or color_combination'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await send('POST', OPTIONS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it('refuses a second option of the same type and value with 409', async () => {
    expect((await send('POST', OPTIONS, { type: 'color_combination', name: 'ruby', displayName: 'Ruby' })).statusCode).toBe(201);
    const res = await send('POST', OPTIONS, { type: 'color_combination', name: 'Ruby 2', value: 'ruby', displayName: 'Ruby again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'A color combination with the value "ruby" already exists' });
    // the same value as a font is a different option
    expect((await send('POST', OPTIONS, { type: 'font', name: 'Ruby', displayName: 'Ruby' })).statusCode).toBe(201);
    // built-in fonts count too, whatever the case of the typed name
    const builtIn = await send('POST', OPTIONS, { type: 'font', name: 'Bangers', displayName: 'Bangers' });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe('A font with the value "bangers" already exists');
  });
});

describe('PUT and DELETE /api/admin/customization-options/:id', () => {
  it('updates a colour and the storefront sees it at once', async () => {
    await publicList('color_combination'); // warm the server's cache
    const created = (await send('POST', OPTIONS, { type: 'color_combination', name: 'sky', displayName: 'Sky' })).json<Option>();
    expect((await publicList('color_combination')).map((o) => o.value)).toContain('sky');
    const res = await send('PUT', `${OPTIONS}/${created.id}`, {
      displayName: 'Sky Blue',
      fontColor: '#7DD3FC',
      backgroundColor: '#0F172A',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, displayName: 'Sky Blue', fontColor: '#7DD3FC', backgroundColor: '#0F172A' });
    expect((await publicList('color_combination')).find((o) => o.id === created.id)).toMatchObject({ displayName: 'Sky Blue' });
  });

  it('hides an inactive option from the storefront but keeps it in the admin list', async () => {
    const created = (await send('POST', OPTIONS, { type: 'color_combination', name: 'ash', displayName: 'Ash' })).json<Option>();
    expect((await send('PUT', `${OPTIONS}/${created.id}`, { isActive: false })).json()).toMatchObject({ isActive: false });
    expect((await publicList('color_combination')).map((o) => o.id)).not.toContain(created.id);
    expect((await adminList('color_combination')).find((o) => o.id === created.id)).toMatchObject({ isActive: false });
    await send('PUT', `${OPTIONS}/${created.id}`, { isActive: true });
    expect((await publicList('color_combination')).map((o) => o.id)).toContain(created.id);
  });

  it('normalises a font rename and ignores colours on fonts', async () => {
    const created = (await send('POST', OPTIONS, { type: 'font', name: 'lobster', displayName: 'Lobster' })).json<Option>();
    const res = await send('PUT', `${OPTIONS}/${created.id}`, {
      name: 'Lobster Two',
      value: 'Lobster Two',
      displayName: 'Lobster Two',
      fontColor: '#FFFFFF',
    });
    expect(res.json()).toMatchObject({ name: 'lobster-two', value: 'lobster-two', displayName: 'Lobster Two', fontColor: null });
  });

  it('refuses a rename onto another option value with 409, bad fields with 400, and unknown ids with 404', async () => {
    const created = (await send('POST', OPTIONS, { type: 'color_combination', name: 'plum', displayName: 'Plum' })).json<Option>();
    const clash = await send('PUT', `${OPTIONS}/${created.id}`, { value: 'yellow' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A color combination with the value "yellow" already exists');
    const bad = await send('PUT', `${OPTIONS}/${created.id}`, { fontColor: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Font color must be a hex color like #FFFFFF');
    expect((await send('PUT', `${OPTIONS}/${created.id}`, { displayName: ' ' })).json().message).toBe('Display name is required');
    expect((await send('PUT', `${OPTIONS}/999999`, { displayName: 'X' })).statusCode).toBe(404);
    expect((await send('PUT', `${OPTIONS}/abc`, { displayName: 'X' })).statusCode).toBe(400);
  });

  it('deletes an option, also one that orders use, and 404s the second time', async () => {
    const yellow = (await adminList('color_combination')).find((o) => o.value === 'yellow')!;
    const res = await send('DELETE', `${OPTIONS}/${yellow.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: yellow.id });
    expect((await publicList('color_combination')).map((o) => o.value)).not.toContain('yellow');
    expect((await send('DELETE', `${OPTIONS}/${yellow.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/product-categories', () => {
  it('lists every category in order, coming-soon ones too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/product-categories', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ slug: string; isActive: boolean }[]>().map((c) => [c.slug, c.isActive])).toEqual([
      ['custom-keychains', true],
      ['phone-cases', false],
      ['mugs', false],
    ]);
  });
});
