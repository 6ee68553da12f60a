import { describe, expect, it } from 'vitest';
import { adminPathFromMeta, readAdminPath } from './admin-path';

describe('adminPathFromMeta', () => {
  it.each([
    ['back-office-7', 'back-office-7'],
    ['admin', 'admin'],
    [null, 'admin'],
    ['', 'admin'],
    ['ab', 'admin'],
    ['Admin', 'admin'],
    ['../etc', 'admin'],
    ['x/y', 'admin'],
  ])('%s → %s', (content, path) => {
    expect(adminPathFromMeta(content)).toBe(path);
  });
  it('defaults to admin outside the browser', () => {
    expect(readAdminPath()).toBe('admin');
  });
});
