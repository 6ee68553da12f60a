/**
 * One time zone on every admin screen: the shop's formatters write India time (Asia/Kolkata)
 * whatever the browser's zone (tests/unit/one-time-zone.test.ts keeps them the only ones).
 */
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
});
