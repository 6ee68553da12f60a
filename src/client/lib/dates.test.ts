/**
 * One time zone on every admin screen: the shop's formatters write India time (Asia/Kolkata)
 * whatever the browser's zone, and no other client module formats a date itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, indianYearMonth } from './dates';

describe('the shop dates', () => {
  it('write an instant in India time', () => {
    // 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India.
    expect(formatDateTime('2026-11-30T20:00:00.000Z')).toBe('1 Dec 2026, 1:30 am');
    expect(formatDate('2026-11-30T20:00:00.000Z')).toBe('1 Dec 2026');
    expect(formatTime('2026-11-30T20:00:05.000Z')).toBe('1:30:05 am');
    expect(indianYearMonth('2026-11-30T20:00:00.000Z')).toBe('2026-12');
    expect(indianYearMonth('2026-11-30T18:29:59.000Z')).toBe('2026-11');
  });

  it('are the only place the client formats a date (no toLocaleString of a Date, no Intl.DateTimeFormat elsewhere)', () => {
    const root = path.resolve(import.meta.dirname, '..');
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
