// The batch download's streaming zip (docs/decisions/029).
import { buffer } from 'node:stream/consumers';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntries, zipStream } from './zip-stream';

const tree = {
  'order-1': { 'a.stl': strToU8('solid a\n'.repeat(200)), 'job.txt': strToU8('Kiran') },
  proofs: { 'p.png': [strToU8('PNG-BYTES-VERBATIM'), { level: 0 }] as [Uint8Array, { level: 0 }] },
  'job-sheet.csv': strToU8('order,keychain\n1,1\n'),
};

describe('zipStream', () => {
  it('flattens the tree in insertion order with per-entry levels', () => {
    expect(zipEntries(tree, 1).map((e) => [e.path, e.level])).toEqual([
      ['order-1/a.stl', 1],
      ['order-1/job.txt', 1],
      ['proofs/p.png', 0],
      ['job-sheet.csv', 1],
    ]);
  });

  it('produces a zip any reader opens, byte for byte, with stored entries left uncompressed', async () => {
    const bytes = new Uint8Array(await buffer(zipStream(tree, 1)));
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['order-1/a.stl', 'order-1/job.txt', 'proofs/p.png', 'job-sheet.csv']);
    expect(strFromU8(files['order-1/a.stl']!)).toBe('solid a\n'.repeat(200));
    expect(strFromU8(files['job-sheet.csv']!)).toBe('order,keychain\n1,1\n');
    // Level 0 is stored: the proof's bytes stand in the archive as they are; the STL is deflated.
    expect(Buffer.from(bytes).includes('PNG-BYTES-VERBATIM')).toBe(true);
    expect(Buffer.from(bytes).includes('solid a\nsolid a\nsolid a\n')).toBe(false);
  });

  it('hands out the first entry before it compresses the rest (pulled, not built whole)', async () => {
    const big: Record<string, Uint8Array> = {};
    for (let i = 0; i < 20; i++) big[`f${i}.bin`] = new Uint8Array(64 * 1024).fill(i);
    const stream = zipStream(big, 1);
    const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await iterator.next();
    expect(first.done).toBe(false);
    // The first chunk is the first entry's local header, named f0.bin; later names are not out yet.
    const head = Buffer.from(first.value as Uint8Array).toString('latin1');
    expect(head).toContain('f0.bin');
    expect(head).not.toContain('f19.bin');
    stream.destroy();
  });
});
