// The batch zip, the Print queue, Mark
// Processing, and the proof PNG routes.
import * as hb from 'harfbuzzjs';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKeychain, initGeometry, toStl } from '#geometry/index';
import { loadBuiltInFont } from '#geometry/node-fonts';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withAdminApp } from '#tests/support/admin-app';
import { dealers, orderEvents, orders } from '../../db/schema/index';
import { insertOrder, jsonHeaders } from '#tests/support/admin';
import { postJson } from '#tests/support/http';
import { hasPrusaSlicer, sliceWithoutProfile } from '#tests/support/prusa-slicer';

const YELLOW = { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' };
const GREEN = { fontColor: '#4ade80', backgroundColor: '#052e16', displayName: 'Green' };

let t: TestApp;
let cookie: string;
withAdminApp((app, session) => {
  t = app;
  cookie = session;
});
beforeAll(() => initGeometry());

const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url, headers });

async function dealer(name: string): Promise<number> {
  const [row] = await t.database.db
    .insert(dealers)
    .values({
      businessName: name,
      ownerName: 'Owner',
      phoneNumber: String(9_000_000_000 + Math.floor(Math.random() * 999_999_999)),
      email: 'dealer@example.in',
      businessAddress: { street: '2 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
    })
    .returning({ id: dealers.id });
  return row!.id;
}

describe('GET /api/admin/print-batch', () => {
  let shop: number;
  let dealerOrder: number;
  let pendingOrder: number;

  beforeAll(async () => {
    await t.database.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.orderStatus, 'confirmed')); // earlier files' orders stay out of the queue
    shop = await insertOrder(t.database.db, {
      orderStatus: 'confirmed',
      customerName: 'Kiran Kumar Rao',
      keychains: [
        { customText: 'Kiran', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW },
        { customText: 'Asha', fontFamily: 'chewy', textColor: 'green', colorCombination: GREEN },
        { customText: 'Ravi8', fontFamily: 'slackey', textColor: 'yellow', colorCombination: YELLOW },
      ],
    });
    dealerOrder = await insertOrder(t.database.db, {
      orderStatus: 'confirmed',
      dealerId: await dealer('Sharma Gifts'),
      customerName: '=HYPERLINK("x")',
      keychains: [{ customText: 'Kiran', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW }],
    });
    pendingOrder = await insertOrder(t.database.db, { orderStatus: 'pending' });
  });

  it('zips each order folder, a plate per colour combination, proofs and the job sheet as CSV and text', async () => {
    const res = await get('/api/admin/print-batch?status=confirmed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    // Streamed (chunked), not sent as one buffer with a length ("streams one zip").
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="chaabi-print-batch-\d{4}-\d{2}-\d{2}-2-orders\.zip"$/);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries)
      .filter((n) => !n.endsWith('/'))
      .sort();
    expect(names).toEqual(
      [
        `order-${shop}/01-Kiran-bangers.stl`,
        `order-${shop}/01-Kiran-bangers.3mf`,
        `order-${shop}/02-Asha-chewy.stl`,
        `order-${shop}/02-Asha-chewy.3mf`,
        `order-${shop}/job-sheet.txt`,
        `order-${dealerOrder}/01-Kiran-bangers.stl`,
        `order-${dealerOrder}/01-Kiran-bangers.3mf`,
        `order-${dealerOrder}/job-sheet.txt`,
        'plates/Green-PLA-on-Dark-Green-PLA-4ade80-on-052e16-plate-1-of-1.3mf',
        'plates/Yellow-PLA-on-Black-PLA-fbbf24-on-000000-plate-1-of-1.3mf',
        `proofs/order-${shop}-01-Kiran-bangers.png`,
        `proofs/order-${shop}-02-Asha-chewy.png`,
        `proofs/order-${dealerOrder}-01-Kiran-bangers.png`,
        'job-sheet.csv',
        'job-sheet.txt',
      ].sort(),
    );
    // the order folder is the per-order download's folder: the STL is the engine's
    const expected = toStl(buildKeychain({ text: 'Kiran', font: loadBuiltInFont(hb, 'bangers'), colors: YELLOW }));
    expect(Buffer.from(entries[`order-${shop}/01-Kiran-bangers.stl`]!).equals(Buffer.from(expected))).toBe(true);

    // the yellow plate holds both Kirans, each one object of two parts on extruders 1 and 2
    const plate = unzipSync(entries['plates/Yellow-PLA-on-Black-PLA-fbbf24-on-000000-plate-1-of-1.3mf']!);
    const model = strFromU8(plate['3D/3dmodel.model']!);
    expect([...model.matchAll(/<object [^>]*name="([^"]+)"/g)].map((m) => m[1])).toEqual([`#${shop}-1 Kiran`, `#${dealerOrder}-1 Kiran`]);
    const config = strFromU8(plate['Metadata/Slic3r_PE_model.config']!);
    expect(config.match(/key="extruder" value="2"/g)).toHaveLength(2);
    // one colour change at the first text-only layer of the default 0.2 mm layers, to the text's filament
    const change = strFromU8(plate['Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml']!);
    expect(change).toContain('<code print_z="3.8" type="0" extruder="1" color="#FBBF24" extra="Yellow PLA" gcode="M600"/>');
    const settings = strFromU8(plate['Metadata/Slic3r_PE.config']!);
    expect(settings).toContain('; filament_colour = #000000\n');
    expect(settings).toContain('; bed_shape = 0x0,250x0,250x210,0x210\n');
    // each order's keychain 3MF carries the same change
    const keychain = unzipSync(entries[`order-${shop}/01-Kiran-bangers.3mf`]!);
    expect(strFromU8(keychain['Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml']!)).toContain('print_z="3.8"');

    const csv = parse<Record<string, string>>(strFromU8(entries['job-sheet.csv']!), { columns: true, bom: true });
    expect(csv).toHaveLength(4);
    expect(csv[0]).toMatchObject({
      order: String(shop),
      keychain: '1',
      dealer: '',
      'customer first name': 'Kiran',
      text: 'Kiran',
      font: 'bangers',
      'font file': "'@fontsource/bangers/files/bangers-latin-400-normal.woff", // @ starts a formula: escaped
      colour: 'Yellow',
      'text colour': '#fbbf24',
      'plate colour': '#000000',
      'text filament': 'Yellow PLA',
      'plate filament': 'Black PLA',
      'colour change Z mm': '3.8',
      'build plate': 'plates/Yellow-PLA-on-Black-PLA-fbbf24-on-000000-plate-1-of-1.3mf',
      proof: `proofs/order-${shop}-01-Kiran-bangers.png`,
      status: 'ready to print',
    });
    expect(csv[0]!['font SHA-256']).toMatch(/^[0-9a-f]{64}$/);
    expect(csv[2]).toMatchObject({ text: 'Ravi8', status: 'NOT GENERATED: Font "slackey" is not available', 'build plate': '' });
    // a formula in a name stays text in a spreadsheet; the dealer is named
    expect(csv[3]).toMatchObject({ dealer: 'Sharma Gifts', 'customer first name': `'=HYPERLINK("x")` });

    const sheet = strFromU8(entries['job-sheet.txt']!);
    expect(sheet).toContain('pauses once (M600) at Z 3.8 mm');
    // Real statuses and India time: the batch's files are ready, nothing is printed yet.
    expect(sheet).toMatch(/^Chaabi print batch · \d{4}-\d\d-\d\d \d\d:\d\d IST$/m);
    expect(sheet).toMatch(/keychains: \d+, ready to print \d+ · plates/);
    expect(sheet).not.toMatch(/\bprinted \d|UTC/);
    expect(sheet).toContain('0.2 mm layers after a 0.2 mm first layer');
    expect(sheet).toContain('== Yellow PLA on Black PLA (Yellow: text #fbbf24 on plate #000000): 2 keychains, 1 plate');
    expect(sheet).toContain('   Filament: Black PLA, then Yellow PLA from Z 3.8 mm (M600)');
    expect(sheet).toContain(
      `plates/Yellow-PLA-on-Black-PLA-fbbf24-on-000000-plate-1-of-1.3mf: #${shop}-1 "Kiran", #${dealerOrder}-1 "Kiran"`,
    );
    expect(sheet).toContain(`(dealer Sharma Gifts)`);
    expect(sheet).not.toContain('Kumar'); // first names only on the printer's sheet
    expect(strFromU8(entries[`order-${dealerOrder}/job-sheet.txt`]!)).toContain('Dealer: Sharma Gifts');
    expect(strFromU8(entries[`order-${dealerOrder}/job-sheet.txt`]!)).toContain(
      'filament: Black PLA, then Yellow PLA from Z 3.8 mm (M600)',
    );

    const proof = await sharp(Buffer.from(entries[`proofs/order-${shop}-01-Kiran-bangers.png`]!)).metadata();
    expect(proof).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('moves the colour change with the print room layers and names the filaments the admin gave', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/print-room',
      headers: { ...jsonHeaders, cookie },
      payload: { layerHeightMm: 0.15, firstLayerHeightMm: 0.3 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ layerHeightMm: 0.15, firstLayerHeightMm: 0.3, colourChangeZMm: 3.6 });
    try {
      const res = await get(`/api/admin/print-batch?ids=${dealerOrder}`);
      expect(res.statusCode, res.body).toBe(200);
      const entries = unzipSync(new Uint8Array(res.rawPayload));
      const plateName = Object.keys(entries).find((n) => n.startsWith('plates/'))!;
      const plate = unzipSync(entries[plateName]!);
      expect(strFromU8(plate['Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml']!)).toContain('print_z="3.6"');
      expect(strFromU8(plate['Metadata/Slic3r_PE.config']!)).toContain('; layer_height = 0.15\n; first_layer_height = 0.3\n');
      expect(strFromU8(entries['job-sheet.txt']!)).toContain('at Z 3.6 mm');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/print-room',
        headers: { ...jsonHeaders, cookie },
        payload: { layerHeightMm: 0.2, firstLayerHeightMm: 0.2 },
      });
    }
  });

  it.skipIf(!hasPrusaSlicer)(
    'gives on the job sheet the height where prusa-slicer -g, with no profile, pauses the plate',
    async () => {
      const res = await get(`/api/admin/print-batch?ids=${shop},${dealerOrder}`);
      const entries = unzipSync(new Uint8Array(res.rawPayload));
      const sheet = strFromU8(entries['job-sheet.txt']!);
      const sheetZ = Number(/pauses once \(M600\) at Z ([\d.]+) mm/.exec(sheet)?.[1]);
      const sliced = await sliceWithoutProfile('plate.3mf', entries['plates/Yellow-PLA-on-Black-PLA-fbbf24-on-000000-plate-1-of-1.3mf']!);
      expect(sliced.m600Zs).toEqual([sheetZ]);
      expect(sliced.filamentColour).toBe('#000000'); // the plate's filament first
      // the text alone is printed from there: the layer below is the plates' top skin
      const below = sliced.layers.get(sliced.layerZs[sliced.layerZs.indexOf(sheetZ) - 1]!);
      expect(below?.types).toContain('Top solid infill');
    },
    120_000,
  );

  it('takes ?ids in the order given, whatever their status', async () => {
    const res = await get(`/api/admin/print-batch?ids=${pendingOrder},${dealerOrder}`);
    expect(res.statusCode, res.body).toBe(200);
    const csv = parse<{ order: string }>(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['job-sheet.csv']!), {
      columns: true,
      bom: true,
    });
    expect(csv.map((r) => Number(r.order))).toEqual([pendingOrder, dealerOrder]);
  });

  it('refuses bad input with 400 and unknown orders with 404, and strangers with 401', async () => {
    for (const query of [
      '',
      '?status=pending',
      '?ids=1,abc',
      '?ids=',
      '?ids=0',
      '?ids=1&status=confirmed',
      `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await get(`/api/admin/print-batch${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
    const unknown = await get(`/api/admin/print-batch?ids=${shop},999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Orders not found: #999999');
    expect((await get('/api/admin/print-batch?status=confirmed', {})).statusCode).toBe(401);
  });
});

describe('the Print queue and Mark Processing', () => {
  it('groups confirmed keychains by colour combination and moves selected orders to processing with an audit row', async () => {
    await t.database.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.orderStatus, 'confirmed'));
    const a = await insertOrder(t.database.db, {
      orderStatus: 'confirmed',
      customerName: 'Asha Iyer',
      keychains: [
        { customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW },
        { customText: 'Dev', fontFamily: 'bangers', textColor: 'green', colorCombination: GREEN },
      ],
    });
    const b = await insertOrder(t.database.db, {
      orderStatus: 'confirmed',
      keychains: [
        { customText: 'Ravi', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW },
        { customText: 'Mira', fontFamily: 'bangers', textColor: 'yellow', colorCombination: YELLOW },
      ],
    });
    const queue = await get('/api/admin/print-queue');
    expect(queue.statusCode).toBe(200);
    const body = queue.json<{
      groups: { key: string; keychains: number; plates: number; orders: { id: number; texts: string[] }[] }[];
    }>();
    expect(queue.json()).toMatchObject({ orders: 2, keychains: 4, perPlate: 30 });
    expect(body.groups.map((g) => [g.key, g.keychains, g.plates])).toEqual([
      ['fbbf24-on-000000', 3, 1],
      ['4ade80-on-052e16', 1, 1],
    ]);
    expect(body.groups[0]!.orders).toMatchObject([
      { id: a, customerFirstName: 'Asha', keychains: 1, texts: ['Asha'] },
      { id: b, keychains: 2, texts: ['Ravi', 'Mira'] },
    ]);

    // b is moved elsewhere meanwhile: it is skipped, a moves, with an order_events row
    await t.database.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, b));
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/admin/print-queue/processing',
      payload: { ids: [a, b] },
      headers: { ...jsonHeaders, cookie },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json()).toEqual({ updated: [a], skipped: [{ id: b, orderStatus: 'cancelled' }] });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, a));
    expect(row!.orderStatus).toBe('processing');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, a));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([['confirmed', 'processing', 'admin']]);
    expect((await get('/api/admin/print-queue')).json()).toMatchObject({ orders: 0, groups: [] });
  });

  it('refuses empty, malformed and unknown selections without changing anything', async () => {
    const id = await insertOrder(t.database.db, { orderStatus: 'confirmed' });
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/print-queue/processing',
        payload: payload as object,
        headers: { ...jsonHeaders, cookie },
      });
    expect((await post({ ids: [] })).json().message).toBe('Select at least one order');
    expect((await post({ ids: ['1'] })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    const unknown = await post({ ids: [id, 999_999] });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.orderStatus).toBe('confirmed');
    const stranger = await postJson(t.app, '/api/admin/print-queue/processing', { ids: [id] });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('proof images', () => {
  it('draws the keychain in its colours from the engine outline: plate colour, text colour and the hole', async () => {
    const res = await get('/api/proofs/keychain.png?text=Kiran&font=bangers&colour=yellow', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // the 60 × 20 mm plate spans 88 % of the width: 17.6 px per mm, from x = 72, y = 139
    const px = (mmX: number, mmY: number) => pixel(Math.round(72 + mmX * 17.6), Math.round(139 + (20 - mmY) * 17.6));
    expect(px(1.5, 10)).toEqual([0, 0, 0]); // plate, left of the hole
    expect(px(5, 10)).toEqual([243, 244, 246]); // the key-ring hole shows the page
    const colours = new Set<string>();
    for (let x = 20; x < 58; x += 0.25) colours.add(px(x, 10).join(','));
    expect(colours).toContain('251,191,36'); // the letters
    // the same design, same bytes (cached by design hash), same as the service function gives
    const again = await get('/api/proofs/keychain.png?text=Kiran&font=bangers&colour=yellow', {});
    expect(again.headers.etag).toBe(res.headers.etag);
    const direct = await t.app.services.proofs({ customText: 'Kiran', fontFamily: 'bangers', ...YELLOW });
    expect(direct.png.equals(res.rawPayload)).toBe(true);
  });

  it('refuses what the cart refuses: bad text, unknown font or colour, with 400 and no rendering', async () => {
    for (const query of [
      'text=Hi%20there&font=bangers&colour=yellow',
      'text=&font=bangers&colour=yellow',
      `text=${'A'.repeat(16)}&font=bangers&colour=yellow`,
      'text=Kiran&font=comic-sans&colour=yellow',
      'text=Kiran&font=bangers&colour=%23ff0000',
      'text=Kiran',
    ]) {
      const res = await get(`/api/proofs/keychain.png?${query}`, {});
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows the admin each stored keychain, also in a font hidden since', async () => {
    const id = await insertOrder(t.database.db, {
      keychains: [{ customText: 'Asha', fontFamily: 'chewy', textColor: 'green', colorCombination: GREEN }],
    });
    const res = await get(`/api/admin/orders/${id}/keychains/1/proof.png`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect((await get(`/api/admin/orders/${id}/keychains/2/proof.png`)).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${id}/keychains/1/proof.png`, {})).statusCode).toBe(401);
  });
});
