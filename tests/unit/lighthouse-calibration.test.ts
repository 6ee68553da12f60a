/** The Lighthouse bench's CPU slowdown follows Lighthouse's throttling calculator (docs/decisions/056-lighthouse-calibrated-to-the-host.md). */
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../../bench/lighthouse';

describe('calibratedCpuSlowdown', () => {
  it.each([
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [150, 1],
  ])('gives the calculator’s anchor for benchmarkIndex %i: %fx', (index, multiplier) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(multiplier, 1);
  });

  it('interpolates between anchors (a host of index 1,190 emulates the mid-tier phone at about 2.8x)', () => {
    expect(calibratedCpuSlowdown(1190)).toBe(2.78);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
  });

  it('never goes below 1x and refuses a missing index', () => {
    expect(calibratedCpuSlowdown(50)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmarkIndex/);
  });
});
