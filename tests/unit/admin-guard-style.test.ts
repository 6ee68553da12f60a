/**
 * One admin-guard style (docs/decisions/238): a route declares `config: { permission }` and
 * plugins/admin-auth.ts adds the guard. Route files never attach `app.requireAdmin` themselves
 * nor decide access by a role check in the handler (`roleCan(`, `staff.role ===`); the route
 * table walk is src/server/routes/admin/admin-guard.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROUTES = path.join(ROOT, 'src/server/routes');

/** The old styles, each with what to write instead. */
const HAND_CHECKS: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bapp\.requireAdmin\b/, instead: "declare config: { permission: '…' } (plugins/admin-auth.ts adds the guard)" },
  { pattern: /\broleCan\s*\(/, instead: 'declare the permission on the route instead of checking the role in the handler' },
  { pattern: /\.role\s*[!=]==\s*'/, instead: 'declare the permission on the route instead of comparing roles by hand' },
];

/** `file: line: what to do` for every hand check in `text`. */
function handChecks(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may name the old style
    for (const check of HAND_CHECKS) if (check.pattern.test(line)) found.push(`${file}:${index + 1}: ${check.instead}`);
  });
  return found;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('one admin-guard style', () => {
  it('no route file attaches the admin guard or checks a role by hand', () => {
    const found = routeFiles(ROUTES).flatMap((file) => handChecks(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('probe: the old styles are caught, comments and declared permissions are not', () => {
    const sample = [
      "    { config: { permission: 'orders:read' }, onRequest: app.requireAdmin },",
      "      if (!roleCan(session.staff.role, 'customers:read')) throw new AppError('FORBIDDEN', 'no');",
      "      if (session.staff.role !== 'owner') throw new AppError('FORBIDDEN', 'no');",
      '  // routes once wrote `onRequest: app.requireAdmin`',
      "    { config: { permission: 'orders:read' } },",
    ].join('\n');
    expect(handChecks('sample.ts', sample).map((f) => f.split(':').slice(0, 2).join(':'))).toEqual([
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
    ]);
  });
});
