/**
 * One time zone on every screen: src/client/lib/dates.ts is the only client module that formats
 * a date (India time, Asia/Kolkata), so the Outbox cannot show UTC beside the Orders' India time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('client dates', () => {
  it('are the only place the client formats a date (no toLocaleString of a Date, no Intl.DateTimeFormat elsewhere)', () => {
    const root = path.resolve(import.meta.dirname, '../../src/client');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && file !== path.join(root, 'lib', 'dates.ts')) {
          const source = fs.readFileSync(file, 'utf8');
          if (/Intl\.DateTimeFormat|toLocaleTimeString|toLocaleDateString|new Date\([^)]*\)\.toLocaleString/.test(source))
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
