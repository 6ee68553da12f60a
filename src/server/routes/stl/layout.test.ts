// POST /api/designs/layout: the engine's own HarfBuzz shaping of a design's text, font units
// (docs/decisions/043-harfbuzz-shaping.md).
import { describe, expect, it } from 'vitest';
import { KEYCHAIN_TEXT_MESSAGES } from '#shared/keychain-text';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';
import { jsonHeaders } from '#tests/support/admin';

let t: TestApp;
withTestApp((app) => (t = app));

const layout = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/designs/layout', payload, headers: jsonHeaders });

describe('POST /api/designs/layout', () => {
  it('answers the shaped glyphs of a Devanagari name: the i-matra before its conjunct, in font units', async () => {
    const res = await layout({ customText: 'क्षितिज', fontFamily: 'baloo-2' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ clusters: number[]; glyphs: { glyphId: number; cluster: number; xAdvance: number }[] }>();
    // Five glyphs for seven code points: i-matra, KSSA, i-matra, TA, JA; clusters क्षि (0), ति (4), ज (6).
    expect(body.glyphs).toHaveLength(5);
    expect(body.clusters).toEqual([0, 4, 6]);
    expect(body.glyphs.map((g) => g.cluster)).toEqual([0, 0, 4, 4, 6]);
    for (const g of body.glyphs) {
      expect(g.glyphId).toBeGreaterThan(0);
      expect(g.xAdvance).toBeGreaterThan(100); // font units (1000 per em), not mm
    }
  });

  it('shapes Latin too, with the digits of an Indic name from its Latin subset', async () => {
    const latin = await layout({ customText: 'Kiran', fontFamily: 'bangers' });
    expect(latin.statusCode).toBe(200);
    expect(latin.json<{ glyphs: unknown[] }>().glyphs).toHaveLength(5);
    const mixed = await layout({ customText: 'राज007', fontFamily: 'baloo-2' });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json<{ clusters: number[] }>().clusters).toEqual([0, 2, 3, 4, 5]); // रा, ज, 0, 0, 7
  });

  it('refuses with a 400 that says why: a lone vowel sign, two scripts, a character the font lacks, an unknown font', async () => {
    const lone = await layout({ customText: 'ि', fontFamily: 'baloo-2' });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ issues: [{ message: KEYCHAIN_TEXT_MESSAGES.needsLetter('ि') }] });
    const mixed = await layout({ customText: 'राजA', fontFamily: 'baloo-2' });
    expect(mixed.statusCode).toBe(400);
    const missing = await layout({ customText: 'தமிழ்', fontFamily: 'baloo-2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/no glyph/);
    const font = await layout({ customText: 'Kiran', fontFamily: 'comic-sans' });
    expect(font.statusCode).toBe(400);
  });
});
