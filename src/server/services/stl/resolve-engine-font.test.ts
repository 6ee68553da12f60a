/**
 * The order-time font lookup (docs/decisions/191): with the composition root's finder over the
 * option cache, resolveEngineFont reads no row from the database, and a font the cache does not
 * offer, or one without a file, is still not buildable.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { FileStores } from '../../lib/file-store/provider';
import { createOptionsCache, offeredFontFinder } from '../catalog/list-customization-options';
import { resolveEngineFont, type FontOptionRow } from './resolve-engine-font';

/** File stores that fail the test if a font file is read (none of these fonts has a usable file). */
const storage = { folder: () => expect.unreachable('a file store was opened') } as unknown as FileStores;

/** A database that fails the test if anything queries it. */
const noQueries = new Proxy({}, { get: () => () => expect.unreachable('the database was queried') }) as unknown as Db;

function finder(rows: FontOptionRow[]) {
  const asked: string[] = [];
  const find = async (value: string) => {
    asked.push(value);
    return rows.find((r) => r.value === value);
  };
  return Object.assign(find, { asked });
}

describe('resolveEngineFont with the offered-font finder', () => {
  it('resolves a built-in font from the finder without a query', async () => {
    const find = finder([{ value: 'bangers', isActive: true, fontFile: null, fontFileSha256: null }]);
    const font = await resolveEngineFont(noQueries, storage, { fontFamily: 'Bangers', offeredOnly: true, findOffered: find });
    expect(font).toMatchObject({ ok: true, value: 'bangers' });
    expect(find.asked).toEqual(['bangers']);
  });

  it('refuses an uploaded font the finder does not offer, and one without a file', async () => {
    const find = finder([{ value: 'no-file', isActive: true, fontFile: null, fontFileSha256: null }]);
    expect(await resolveEngineFont(noQueries, storage, { fontFamily: 'hidden-upload', offeredOnly: true, findOffered: find })).toEqual({
      ok: false,
      message: 'Font "hidden-upload" is not available',
    });
    expect(await resolveEngineFont(noQueries, storage, { fontFamily: 'no-file', offeredOnly: true, findOffered: find })).toEqual({
      ok: false,
      message: 'Font "no-file" has no font file: upload one in Customization',
    });
  });
});

describe('offeredFontFinder', () => {
  it('reads the fonts once per cache fill, whatever the number of designs, and again after a write clears it', async () => {
    let selects = 0;
    const rows = [
      {
        id: 1,
        type: 'font',
        value: 'bangers',
        isActive: true,
        fontFile: null,
        fontFileSha256: null,
        script: 'Latn',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      {
        id: 2,
        type: 'font',
        value: 'my-upload',
        isActive: true,
        fontFile: 'f.ttf',
        fontFileSha256: 'ab',
        script: 'Latn',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ];
    const chain = { from: () => chain, where: () => chain, orderBy: async () => rows };
    const db = { select: () => (selects++, chain) } as unknown as Db;
    const cache = createOptionsCache();
    const find = offeredFontFinder(db, cache);
    expect(await find('bangers')).toMatchObject({ value: 'bangers' });
    expect(await find('my-upload')).toMatchObject({ value: 'my-upload', fontFile: 'f.ttf', fontFileSha256: 'ab' });
    expect(await find('comic-sans')).toBeUndefined();
    expect(selects).toBe(1);
    cache.invalidate();
    await find('bangers');
    expect(selects).toBe(2);
  });
});
