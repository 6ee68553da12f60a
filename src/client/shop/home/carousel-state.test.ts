import { describe, expect, it } from 'vitest';
import { clampIndex, counterText, nextIndex, previousIndex, shouldAutoAdvance } from './carousel-state';

describe('carousel index arithmetic', () => {
  it.each([
    [0, 5, 1],
    [4, 5, 0],
    [0, 1, 0],
    [3, 0, 0],
  ])('next of %d among %d is %d', (i, n, expected) => expect(nextIndex(i, n)).toBe(expected));

  it.each([
    [0, 5, 4],
    [3, 5, 2],
    [0, 0, 0],
  ])('previous of %d among %d is %d', (i, n, expected) => expect(previousIndex(i, n)).toBe(expected));

  it.each([
    [7, 3, 2],
    [-1, 3, 0],
    [1, 3, 1],
    [2, 0, 0],
  ])('clamps %d into %d slides as %d', (i, n, expected) => expect(clampIndex(i, n)).toBe(expected));

  it('counts from 1', () => {
    expect(counterText(1, 5)).toBe('2 / 5');
    expect(counterText(9, 5)).toBe('5 / 5');
    expect(counterText(0, 0)).toBe('0 / 0');
  });

  it.each([
    [{ count: 5, paused: false, reducedMotion: false }, true],
    [{ count: 1, paused: false, reducedMotion: false }, false],
    [{ count: 5, paused: true, reducedMotion: false }, false],
    [{ count: 5, paused: false, reducedMotion: true }, false],
  ])('auto-advances for %j: %s', (state, expected) => expect(shouldAutoAdvance(state)).toBe(expected));
});
