/**
 * The order-time printability guard: every service that places an order (place-order.ts,
 * create-dealer-order.ts, through resolve-keychain-designs.ts) receives the checker as a
 * required argument, built once by the composition root (composition-root.ts) over the print engine,
 * so no order path can skip the measurement (docs/decisions/037-composition-root.md).
 */
import { THIN_TEXT_MESSAGE } from '../../../geometry/index.js';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import { AppError } from '../../lib/app-error';
import type { KeychainLettering } from '#shared/schemas/keychain-design';

/** Measures one design at print scale (check-printability.ts through the print engine's worker pool). */
export type PrintabilityChecker = (design: KeychainLettering) => Promise<PrintabilityResponse>;

/**
 * Refuses an order whose designs cannot print (400 with the spec's message, one issue per
 * keychain). Identical designs are measured once.
 */
export async function assertDesignsPrintable(checker: PrintabilityChecker, designs: readonly KeychainLettering[]): Promise<void> {
  const results = new Map<string, Promise<PrintabilityResponse>>();
  const issues: { path: string; message: string }[] = [];
  for (const [i, design] of designs.entries()) {
    const key = `${design.fontFamily}\u0000${design.customText}`;
    let result = results.get(key);
    if (!result) results.set(key, (result = checker(design)));
    if (!(await result).printable) issues.push({ path: `keychains.${i}.customText`, message: `keychains[${i}]: ${THIN_TEXT_MESSAGE}` });
  }
  // The message names the first keychain that cannot print, so the shopper knows which to change.
  if (issues.length > 0) throw new AppError('BAD_REQUEST', issues[0]!.message, { issues });
}
