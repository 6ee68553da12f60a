// Checked reads for the engine's arrays (typed arrays, ContourMm, font lists) under
// `noUncheckedIndexedAccess`: an index past the end is an engine bug, never user input.

/**
 * Element `i` of an array or typed array that holds no `undefined`. Throws RangeError when `i` is
 * out of range (a malformed mesh or contour: a bug in the engine, not bad input).
 */
export function valueAt<T>(values: ArrayLike<T>, i: number): T {
  const value = values[i];
  if (value === undefined) throw new RangeError(`Index ${i} is outside an array of ${values.length}.`);
  return value;
}
