/**
 * Fonts in use are kept (docs/decisions/040-fonts-in-use-are-kept.md): a font whose file paid
 * orders not yet printed still need can be neither deleted nor have its file replaced, or those
 * orders would print NOT GENERATED or in other letters than the customer saw. The admin hides
 * it from the shop instead (isActive false); it still prints.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** Order statuses whose keychains are still to be printed. */
export const UNPRINTED_ORDER_STATUSES = ['pending', 'confirmed', 'processing'] as const;

/** How many paid orders not yet printed have a keychain in the font `fontValue` (the option's value). */
export async function countUnprintedPaidOrdersUsingFont(db: Db | Tx, fontValue: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'completed'),
        inArray(orders.orderStatus, [...UNPRINTED_ORDER_STATUSES]),
        sql`${orders.keychains} @> ${JSON.stringify([{ fontFamily: fontValue }])}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

/** "12 paid orders not yet printed use Pacifico" (one order: "uses"). */
export function fontInUseMessage(orderCount: number, displayName: string): string {
  return `${orderCount} paid ${orderCount === 1 ? 'order' : 'orders'} not yet printed ${orderCount === 1 ? 'uses' : 'use'} ${displayName}. Hide it from the shop instead: those orders still print in it.`;
}

/**
 * Refuses to remove or replace the file of font `font` while paid orders not yet printed use it.
 * @throws AppError CONFLICT (409) with fontInUseMessage.
 */
export async function assertFontNotInUse(db: Db | Tx, font: { value: string; displayName: string }): Promise<void> {
  const n = await countUnprintedPaidOrdersUsingFont(db, font.value);
  if (n > 0) throw new AppError('CONFLICT', fontInUseMessage(n, font.displayName));
}
