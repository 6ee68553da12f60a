// docs/decisions/030: the server finds a path's prerendered fragment by name, reloads it after a
// rebuild, and never reads outside its folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedFileName, prerenderedPageFor, prerenderedPages } from './prerendered';

describe('prerendered pages', () => {
  it('names files after the path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/guest')).toBe('guest.html');
    expect(prerenderedFileName('/dealer/keychains')).toBe('dealer__keychains.html');
  });

  it('serves a fragment, the same with a trailing slash, and the new one after a rebuild', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-prerendered-'));
    fs.writeFileSync(path.join(dir, 'guest.html'), '<h1>one</h1>');
    const pages = prerenderedPages(dir);
    expect(pages.fragment('/guest')).toBe('<h1>one</h1>');
    expect(pages.fragment('/guest/')).toBe('<h1>one</h1>');
    fs.writeFileSync(path.join(dir, 'guest.html'), '<h1>two</h1>');
    fs.utimesSync(path.join(dir, 'guest.html'), new Date(), new Date(Date.now() + 5000));
    expect(pages.fragment('/guest')).toBe('<h1>two</h1>');
    expect(pages.fragment('/account')).toBeNull();
  });

  it('reads nothing for paths that are not plain routes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-prerendered-'));
    fs.writeFileSync(path.join(dir, 'secret.html'), 'no');
    fs.writeFileSync(path.join(path.dirname(dir), 'outside.html'), 'no');
    const pages = prerenderedPages(dir);
    expect(pages.fragment('/../outside')).toBeNull();
    expect(pages.fragment('/%2e%2e/outside')).toBeNull();
    expect(pages.fragment('/Secret')).toBeNull();
    expect(pages.fragment('/secret.html')).toBeNull();
  });

  it('answers /{ADMIN_PATH} with the admin gate, only without an admin cookie, and /admin with nothing under another path (decision 031)', () => {
    expect(prerenderedPageFor('/admin', 'admin', true)).toBe('/admin');
    expect(prerenderedPageFor('/admin/', 'admin', true)).toBe('/admin');
    expect(prerenderedPageFor('/admin', 'admin', false)).toBe('');
    expect(prerenderedPageFor('/back-office', 'back-office', true)).toBe('/admin');
    expect(prerenderedPageFor('/admin', 'back-office', true)).toBe('');
    expect(prerenderedPageFor('/guest', 'admin', false)).toBe('/guest');
    expect(prerenderedPageFor('/', 'admin', true)).toBe('/');
  });
});
