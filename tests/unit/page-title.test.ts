import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../src/client/lib/page-title';

/** The paths of the route table in router.tsx (the admin one is a constant there). */
function routerPaths(): string[] {
  const source = readFileSync(new URL('../../src/client/router.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!.replace(':token', 'abc123'));
}

describe('pageTitle (every route sets its own document title)', () => {
  it('gives each route of the router its own title, none the 404 title', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThanOrEqual(15);
    const titles = paths.map((p) => pageTitle(p, '/admin'));
    for (const [i, title] of titles.entries()) {
      expect(title, paths[i]).not.toBe('Page Not Found · Chaabi');
      expect(title, paths[i]).toMatch(/Chaabi/);
    }
    // Only the two dealer login screens share a title (the stub and the real one).
    expect(new Set(titles).size).toBe(titles.length - 1);
  });

  it('names the admin panel at its configured path and anything else Page Not Found', () => {
    expect(pageTitle('/back-office', '/back-office')).toBe('Admin · Chaabi');
    expect(pageTitle('/admin', '/back-office')).toBe('Page Not Found · Chaabi');
    expect(pageTitle('/no-such-page', '/admin')).toBe('Page Not Found · Chaabi');
    expect(pageTitle('/d/abc/def', '/admin')).toBe('Page Not Found · Chaabi');
  });
});
