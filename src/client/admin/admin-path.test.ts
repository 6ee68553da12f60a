import { describe, expect, it } from 'vitest';
import { adminPathFromMeta, readAdminPath } from './admin-path';

describe('adminPathFromMeta', () => {
  it.each([
    ['back-office-7', 'back-office-7'],
    ['admin', 'admin'],
    [null, null],
    ['', null],
    ['ab', null],
    ['Admin', null],
    ['../etc', null],
    ['x/y', null],
  ])('%s → %s', (content, path) => {
    expect(adminPathFromMeta(content)).toBe(path);
  });
  it('is admin outside the browser (the prerender renders the gate at /admin)', () => {
    expect(readAdminPath()).toBe('admin');
  });
});
