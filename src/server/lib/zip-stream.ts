/**
 * Streams a zip archive built from an in-memory file tree (fflate's streaming `Zip`), so a
 * download starts with the first entry and the compressed archive is never held whole.
 * The entries themselves are built before streaming starts: a failure while building them is
 * still a proper error answer, never a cut-off download (docs/decisions/025, 029).
 */
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, type DeflateOptions, type Zippable } from 'fflate';

/** A deflate level, 0 (stored) to 9. */
type Level = NonNullable<DeflateOptions['level']>;

/** One entry: a path inside the archive, its bytes and its deflate level (0 = stored). */
interface ZipEntry {
  path: string;
  data: Uint8Array;
  level: Level;
}

/** Flattens fflate's `Zippable` tree (`{ dir: { 'a.stl': bytes, 'b.png': [bytes, { level: 0 }] } }`) into entries in insertion order. */
export function zipEntries(tree: Zippable, defaultLevel: Level, prefix = ''): ZipEntry[] {
  const out: ZipEntry[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const path = `${prefix}${name}`;
    if (value instanceof Uint8Array) out.push({ path, data: value, level: defaultLevel });
    else if (Array.isArray(value)) {
      const [data, options] = value;
      if (data instanceof Uint8Array) out.push({ path, data, level: options.level ?? defaultLevel });
      else out.push(...zipEntries(data, options.level ?? defaultLevel, `${path}/`));
    } else out.push(...zipEntries(value, defaultLevel, `${path}/`));
  }
  return out;
}

/**
 * A readable stream of the zip of `tree`, deflated at `level` (0-9) unless an entry says
 * otherwise. Entries are compressed one at a time as the reader pulls, so backpressure holds
 * (a slow client never makes the whole archive sit in memory compressed).
 */
export function zipStream(tree: Zippable, level: Level): Readable {
  const entries = zipEntries(tree, level);
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const pending: Uint8Array[] = [];
    const state: { failure: Error | null } = { failure: null };
    const zip = new Zip((error, chunk) => {
      if (error) state.failure = error;
      else pending.push(chunk);
    });
    for (const entry of entries) {
      const file: ZipDeflate | ZipPassThrough =
        entry.level === 0 ? new ZipPassThrough(entry.path) : new ZipDeflate(entry.path, { level: entry.level });
      zip.add(file);
      file.push(entry.data, true);
      if (state.failure) throw state.failure;
      yield* pending.splice(0);
    }
    zip.end();
    if (state.failure) throw state.failure;
    yield* pending.splice(0);
  }
  return Readable.from(chunks(), { objectMode: false });
}
