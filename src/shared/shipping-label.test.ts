import { describe, expect, it } from 'vitest';
import { barcodeBars } from './shipping-label';

describe('barcodeBars', () => {
  it('draws each run of 1s as one bar, in modules from the first', () => {
    expect(barcodeBars('11010011100')).toEqual([
      { start: 0, width: 2 },
      { start: 3, width: 1 },
      { start: 6, width: 3 },
    ]);
  });
  it('ends a bar at the last module and draws nothing for spaces only', () => {
    expect(barcodeBars('0011')).toEqual([{ start: 2, width: 2 }]);
    expect(barcodeBars('000')).toEqual([]);
    expect(barcodeBars('')).toEqual([]);
  });
});
