import * as hb from 'harfbuzzjs';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { GeometryError, loadFont } from './index.js';
import { loadBuiltInFont, readBuiltInFontFile } from './node-fonts.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('geometry entry point', () => {
  it('refuses to build before initGeometry, then initialises once', async () => {
    // A fresh copy of the module: test files share a worker's modules (vitest.config.ts), and
    // another file may have initialised this one already.
    vi.resetModules();
    const { buildKeychain, initGeometry, getWasmHeapBytes } = await import('./index.js');
    const font = loadBuiltInFont(hb, 'bangers');
    expect(() => buildKeychain({ text: 'A', font })).toThrow(expect.objectContaining({ code: 'NOT_INITIALISED' }));
    await Promise.all([initGeometry(), initGeometry()]);
    await initGeometry();
    expect(getWasmHeapBytes()).toBeGreaterThan(0);
    expect(buildKeychain({ text: 'A', font }).triangleCount).toBeGreaterThan(0);
  });

  it('keeps the browser-safe modules free of Node built-ins and of other rooms but the script table, which imports nothing', () => {
    const nodeOnly = new Set(['node-fonts.ts']);
    const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !nodeOnly.has(f));
    expect(sources).toContain('index.ts');
    const specifiersOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const file of sources) {
      for (const spec of specifiersOf(path.join(here, file))) {
        if (spec === '#shared/keychain-scripts') continue;
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^(node:|#|\.\.\/)/);
        expect(['fs', 'path', 'module', 'url']).not.toContain(spec);
      }
    }
    expect(specifiersOf(path.join(here, '../shared/keychain-scripts.ts'))).toEqual([]);
  });

  it('parses WOFF fonts and reports unreadable ones as INVALID_FONT', () => {
    const font = loadFont(hb, readBuiltInFontFile('knewave'));
    expect(font.faces[0]?.hb.nominalGlyph('K'.charCodeAt(0))).toBeGreaterThan(0);
    const error = (() => {
      try {
        loadFont(hb, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).buffer);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(GeometryError);
    expect(error).toBeInstanceOf(Error);
    expect((error as GeometryError).code).toBe('INVALID_FONT');
    expect((error as GeometryError).name).toBe('GeometryError');
  });
});
