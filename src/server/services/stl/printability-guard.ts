/**
 * The order-time printability guard. Orders are placed by services that receive only
 * the database (place-order.ts, create-dealer-order.ts), while the measurement needs the STL
 * plugin's worker pool and font folder; the STL plugin registers its checker here for its
 * database, as list-customization-options keys its cache by database.
 */
import { THIN_TEXT_MESSAGE } from '../../../geometry/index.js';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';

type Checker = (design: { customText: string; fontFamily: string }) => Promise<PrintabilityResponse>;

const checkers = new WeakMap<Db, Checker>();

/** Installs the checker orders on `db` are measured with (the STL routes plugin does it at start-up). */
export function registerPrintabilityGuard(db: Db, checker: Checker): void {
  checkers.set(db, checker);
}

/**
 * Refuses an order whose designs cannot print (400 with the spec's message, one issue per
 * keychain). Identical designs are measured once. Without a registered checker (a service used
 * outside the app) nothing is measured.
 */
export async function assertDesignsPrintable(db: Db, designs: readonly { customText: string; fontFamily: string }[]): Promise<void> {
  const checker = checkers.get(db);
  if (!checker) return;
  const results = new Map<string, Promise<PrintabilityResponse>>();
  const issues: { path: string; message: string }[] = [];
  for (const [i, design] of designs.entries()) {
    const key = `${design.fontFamily}\u0000${design.customText}`;
    let result = results.get(key);
    if (!result) results.set(key, (result = checker(design)));
    if (!(await result).printable) issues.push({ path: `keychains.${i}.customText`, message: THIN_TEXT_MESSAGE });
  }
  if (issues.length > 0) throw new AppError('BAD_REQUEST', THIN_TEXT_MESSAGE, { issues });
}
