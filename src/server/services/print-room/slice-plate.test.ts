import { describe, expect, it } from 'vitest';
import { parseSlicerEstimates, slicePlate3mf } from './slice-plate';

describe('parseSlicerEstimates', () => {
  it("reads PrusaSlicer's time and filament comments", () => {
    const gcode =
      '; filament used [mm] = 1234.5\n; total filament used [g] = 12.34\n; estimated printing time (normal mode) = 1d 2h 3m 4s\n';
    expect(parseSlicerEstimates(gcode)).toEqual({ estimatedSeconds: 93_784, filamentGrams: 12.34 });
  });
  it('reads the per-filament grams line when there is no total, and nulls when neither is there', () => {
    expect(parseSlicerEstimates('; filament used [g] = 3.5\n; estimated printing time (normal mode) = 45s\n')).toEqual({
      estimatedSeconds: 45,
      filamentGrams: 3.5,
    });
    expect(parseSlicerEstimates('G1 X1\n')).toEqual({ estimatedSeconds: null, filamentGrams: null });
  });
});

describe('slicePlate3mf', () => {
  it('answers null where the slicer is not installed', async () => {
    expect(await slicePlate3mf(new Uint8Array([1, 2, 3]), { command: 'chaabi-no-such-slicer' })).toBeNull();
  });
});
