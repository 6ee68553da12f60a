/**
 * Printability checkers for service tests that run without the print engine: the order
 * services require one (composition-root.ts), so a test says which verdict it wants.
 */
import type { PrintabilityChecker } from '#server/services/stl/printability-guard';

/** A checker that passes every design (thickest strokes, no warnings). */
export const everyDesignPrintable: PrintabilityChecker = async () => ({
  printable: true,
  minStrokeMm: 2,
  letterHeightMm: 10,
  thickenMm: 0,
  warnings: [],
});

/** A checker that refuses designs whose text is `thinText`, and records every design it was asked about. */
export function refusingChecker(thinText: string): PrintabilityChecker & { asked: { customText: string; fontFamily: string }[] } {
  const asked: { customText: string; fontFamily: string }[] = [];
  const checker = async (design: { customText: string; fontFamily: string }) => {
    asked.push({ customText: design.customText, fontFamily: design.fontFamily });
    return { ...(await everyDesignPrintable(design)), printable: design.customText !== thinText };
  };
  return Object.assign(checker, { asked });
}
