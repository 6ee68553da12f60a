/** The Lighthouse bench's CPU slowdown follows Lighthouse's throttling calculator (docs/decisions/056-lighthouse-calibrated-to-the-host.md). */
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, lighthouseModes, medianRun } from '../../bench/lighthouse';

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

describe('medianRun', () => {
  it('keeps the middle run by performance of three, whatever their order', () => {
    const runs = [
      { performance: 97, id: 'a' },
      { performance: 84, id: 'b' },
      { performance: 91, id: 'c' },
    ];
    expect(medianRun(runs).id).toBe('c');
    expect(medianRun([...runs].reverse()).id).toBe('c');
  });

  it('keeps the lower middle run of an even number, the only run of one, and refuses none', () => {
    expect(medianRun([{ performance: 99 }, { performance: 80 }]).performance).toBe(80);
    expect(medianRun([{ performance: 77 }]).performance).toBe(77);
    expect(() => medianRun([])).toThrow(/No runs/);
  });
});

describe('lighthouseModes', () => {
  it('measures all three modes unless LIGHTHOUSE_MODES narrows them, in the bench order', () => {
    expect(lighthouseModes(undefined)).toEqual(['calibrated', '4x', '1x']);
    expect(lighthouseModes('1x, calibrated')).toEqual(['calibrated', '1x']);
  });

  it('refuses a mode it does not know', () => {
    expect(() => lighthouseModes('calibrated,8x')).toThrow(/Unknown LIGHTHOUSE_MODES 8x/);
  });
});
