import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../app-error';
import { STORAGE_UNAVAILABLE_MESSAGE } from './provider';
import { toStorageError } from '../disk-errors';
import { createLocalFileStore } from './local-file-store';

let root: string;
const NAME = /^[a-z]+\.bin$/;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-store-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

const sysError = (code: string, syscall: string) => Object.assign(new Error(`${code}: simulated`), { code, syscall });

describe('createLocalFileStore', () => {
  it('writes a whole file under its name and nothing else', async () => {
    const store = createLocalFileStore(path.join(root, 'files'), (n) => NAME.test(n));
    await store.write('photo.bin', Buffer.from('hello'));
    expect(fs.readdirSync(store.dir)).toEqual(['photo.bin']);
    expect(fs.readFileSync(path.join(store.dir, 'photo.bin'), 'utf8')).toBe('hello');
  });

  it('turns a failed rename into STORAGE_UNAVAILABLE and leaves neither the name nor the temporary file', async () => {
    const store = createLocalFileStore(path.join(root, 'files'), (n) => NAME.test(n));
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(sysError('ENOSPC', 'rename'));
    const error = await store.write('photo.bin', Buffer.from('hello')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE, status: 503 });
    expect(fs.readdirSync(store.dir)).toEqual([]);
  });

  it('moves a file in from another disk by copying it to a temporary name and renaming it (EXDEV)', async () => {
    const store = createLocalFileStore(path.join(root, 'files'), (n) => NAME.test(n));
    const source = path.join(root, 'incoming.upload');
    fs.writeFileSync(source, 'font bytes');
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(sysError('EXDEV', 'rename'));
    await store.moveIn(source, 'font.bin');
    expect(fs.readdirSync(store.dir)).toEqual(['font.bin']);
    expect(fs.readFileSync(path.join(store.dir, 'font.bin'), 'utf8')).toBe('font bytes');
  });

  it('refuses a name its pattern does not allow, before touching the disk', async () => {
    const store = createLocalFileStore(path.join(root, 'files'), (n) => NAME.test(n));
    await expect(store.write('../escape.bin', Buffer.from('x'))).rejects.toThrow('Not a stored file name');
    await expect(store.remove('../../etc/passwd')).rejects.toThrow('Not a stored file name');
    expect(fs.existsSync(store.dir)).toBe(false);
  });

  it('treats removing a missing file as done, and lists nothing for a missing folder', async () => {
    const store = createLocalFileStore(path.join(root, 'files'), (n) => NAME.test(n));
    await expect(store.remove('gone.bin')).resolves.toBeUndefined();
    await expect(store.list()).resolves.toEqual([]);
  });
});

describe('toStorageError', () => {
  it('maps file-system failures only', () => {
    expect(toStorageError(sysError('EROFS', 'open'))).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    const appError = new AppError('BAD_REQUEST', 'nope');
    expect(toStorageError(appError)).toBe(appError);
    const bug = new TypeError('x is undefined');
    expect(toStorageError(bug)).toBe(bug);
  });
});
