/**
 * The print queue as keychains (docs/print-room.md#plates): every keychain of a paid or
 * confirmed order that is not on a plate yet, or whose plate failed it at quality check.
 * Oldest order first, then by position in the order.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, plateKeychains } from '../../db/schema/index';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import { designColours, designFilaments, listColourRows, type DesignColours, type DesignFilaments } from '../stl/design-colors';
import { colourKey } from '../stl/print-batch-plates';

/** One keychain waiting for a plate. */
export interface QueuedKeychain {
  orderId: number;
  keychainIndex: number;
  orderCreatedAt: Date;
  design: KeychainDesign;
  colours: DesignColours;
  filaments: DesignFilaments;
  /** The colour combination's key: `fbbf24-on-000000`. */
  key: string;
}

/** Orders whose keychains are to be printed: confirmed or processing, or paid and still pending. */
export function printableOrderFilter(): SQL {
  return or(
    inArray(orders.orderStatus, ['confirmed', 'processing']),
    and(eq(orders.orderStatus, 'pending'), eq(orders.paymentStatus, 'completed')),
  )!;
}

/** The queued keychains, of `orderIds` only when given. */
export async function listQueuedKeychains(db: Db | Tx, options: { orderIds?: readonly number[] } = {}): Promise<QueuedKeychain[]> {
  const filter = options.orderIds ? and(printableOrderFilter(), inArray(orders.id, [...options.orderIds])) : printableOrderFilter();
  const rows = await db
    .select({ id: orders.id, keychains: orders.keychains, createdAt: orders.createdAt })
    .from(orders)
    .where(filter)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  if (rows.length === 0) return [];
  const taken = await db
    .select({ orderId: plateKeychains.orderId, keychainIndex: plateKeychains.keychainIndex })
    .from(plateKeychains)
    .where(
      and(
        inArray(
          plateKeychains.orderId,
          rows.map((r) => r.id),
        ),
        sql`${plateKeychains.result} is distinct from 'failed'`,
      ),
    );
  const onPlate = new Set(taken.map((t) => `${t.orderId}:${t.keychainIndex}`));
  const colourRows = await listColourRows(db);
  const queued: QueuedKeychain[] = [];
  for (const order of rows) {
    order.keychains.forEach((design, keychainIndex) => {
      if (onPlate.has(`${order.id}:${keychainIndex}`)) return;
      const colours = designColours(design, colourRows);
      queued.push({
        orderId: order.id,
        keychainIndex,
        orderCreatedAt: order.createdAt,
        design,
        colours,
        filaments: designFilaments(design, colours, colourRows),
        key: colourKey(colours),
      });
    });
  }
  return queued;
}
