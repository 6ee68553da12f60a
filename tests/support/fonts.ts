// Font files for tests without committing binaries: a WOFF 1.0 unpacked to its TrueType/OpenType
// bytes (W3C WOFF 1.0 §4-5), and a tiny OpenType font drawn with opentype.js that lacks chosen
// characters.
import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import opentype from 'opentype.js';

/** The sfnt (TTF or OTF) inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + 20 * i;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw,
    });
  }
  const headerSize = 12 + 16 * numTables;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, 16 * 2 ** entrySelector);
  o.setUint16(8, entrySelector);
  o.setUint16(10, numTables * 16 - 16 * 2 ** entrySelector);
  let offset = headerSize;
  tables.forEach((t, i) => {
    o.setUint32(12 + 16 * i, t.tag);
    o.setUint32(16 + 16 * i, t.checksum);
    o.setUint32(20 + 16 * i, offset);
    o.setUint32(24 + 16 * i, t.data.length);
    out.set(t.data, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

/** A built-in font's WOFF from node_modules, unpacked to a TrueType (.ttf) file. */
export function builtInFontAsTtf(name: string): Buffer {
  const woff = fs.readFileSync(path.resolve(`node_modules/@fontsource/${name}/files/${name}-latin-400-normal.woff`));
  return Buffer.from(woffToSfnt(woff));
}

/** An OpenType (CFF) font whose glyphs are bold blocks, with every [A-Za-z0-9] except `without`. */
export function blockFont(without = ''): Buffer {
  const glyphs = [new opentype.Glyph({ name: '.notdef', unicode: 0, advanceWidth: 600, path: new opentype.Path() })];
  for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') {
    if (without.includes(ch)) continue;
    const p = new opentype.Path();
    p.moveTo(50, 0);
    p.lineTo(550, 0);
    p.lineTo(550, 700);
    p.lineTo(50, 700);
    p.close();
    glyphs.push(new opentype.Glyph({ name: `g${ch.charCodeAt(0)}`, unicode: ch.charCodeAt(0), advanceWidth: 600, path: p }));
  }
  const font = new opentype.Font({ familyName: 'Block', styleName: 'Regular', unitsPerEm: 1000, ascender: 800, descender: -200, glyphs });
  return Buffer.from(font.toArrayBuffer());
}
