/**
 * The FileStore contract, run against both implementations: a folder under
 * DATA_DIR and a key prefix in a local S3 (s3rver). Whatever the storage, a missing file reads
 * as null, a write is whole, a removal of a missing file is fine, names are guarded, and a
 * broken storage is STORAGE_UNAVAILABLE.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../../tests/support/s3';
import { testConfig } from '../../../../tests/setup/test-db';
import { AppError } from '../app-error';
import type { FileStore, FileStores } from './provider';
import { chooseFileStores } from './choose-file-store';

let s3: LocalS3;
let dataDir: string;
const stores: Record<'local' | 's3', FileStores> = {} as Record<'local' | 's3', FileStores>;

beforeAll(async () => {
  s3 = await startLocalS3('contract-test');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-contract-'));
  stores.local = chooseFileStores(testConfig({ DATA_DIR: dataDir }));
  stores.s3 = chooseFileStores(testConfig({ DATA_DIR: dataDir, ...s3.env, S3_KEY_PREFIX: 'contract/' }));
});
afterAll(async () => {
  await stores.s3.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const validName = (name: string) => /^[a-z0-9-]+\.bin$/.test(name);
const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe.each(['local', 's3'] as const)('FileStore on %s storage', (kind) => {
  let store: FileStore;
  beforeAll(() => {
    store = stores[kind].folder('uploads', validName);
  });

  it('writes whole files and reads, opens and stats them; missing files are null', async () => {
    expect(await store.list()).toEqual([]);
    expect(await store.read('absent.bin')).toBeNull();
    expect(await store.open('absent.bin')).toBeNull();
    expect(await store.stat('absent.bin')).toBeNull();
    const before = Date.now() - 2_000;
    await store.write('one.bin', new TextEncoder().encode('first file'));
    expect((await store.read('one.bin'))!.toString('utf8')).toBe('first file');
    const opened = (await store.open('one.bin'))!;
    expect(opened.size).toBe(10);
    expect(await text(opened.stream)).toBe('first file');
    const stat = (await store.stat('one.bin'))!;
    expect(stat.size).toBe(10);
    expect(stat.changedAtMs).toBeGreaterThan(before);
    const [listed] = await store.list();
    expect(listed).toMatchObject({ name: 'one.bin' });
    expect(listed!.modifiedAtMs).toBeGreaterThan(before);
  });

  it('moves a local file in (the source is gone) and removes files, missing ones too', async () => {
    const source = path.join(dataDir, `source-${kind}.upload`);
    fs.writeFileSync(source, 'moved bytes');
    await store.moveIn(source, 'two.bin');
    expect(fs.existsSync(source)).toBe(false);
    expect((await store.read('two.bin'))!.toString('utf8')).toBe('moved bytes');
    await store.touch('two.bin');
    await store.touch('absent.bin'); // fine
    expect((await store.list()).map((f) => f.name).sort()).toEqual(['one.bin', 'two.bin']);
    await store.remove('one.bin');
    await store.remove('one.bin');
    expect((await store.list()).map((f) => f.name)).toEqual(['two.bin']);
  });

  it('refuses names its pattern does not allow, before touching the storage', async () => {
    await expect(store.write('../escape.bin', new Uint8Array([1]))).rejects.toThrow(/Not a stored file name/);
    await expect(store.read('a/b.bin')).rejects.toThrow(/Not a stored file name/);
  });
});

describe('an unreachable S3', () => {
  it('is STORAGE_UNAVAILABLE for every operation', async () => {
    const unreachable = chooseFileStores(testConfig({ DATA_DIR: dataDir, ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }));
    const store = unreachable.folder('fonts', validName);
    const source = path.join(dataDir, 'unsent.upload');
    fs.writeFileSync(source, 'x');
    for (const step of [
      () => store.write('x.bin', new Uint8Array([1])),
      () => store.moveIn(source, 'x.bin'),
      () => store.read('x.bin'),
      () => store.open('x.bin'),
      () => store.stat('x.bin'),
      () => store.remove('x.bin'),
      () => store.list(),
    ]) {
      const error = await step().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('STORAGE_UNAVAILABLE');
    }
    await unreachable.close();
  });
});
