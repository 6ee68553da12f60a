import { asc, eq, inArray } from 'drizzle-orm';
import { toPlainTextField } from '#shared/free-text';
import type { PrintQueueGroup, PrintQueueResponse } from '#shared/schemas/print';
import { DEFAULT_BED, DEFAULT_KEYCHAIN_OPTIONS, plateGrid, type BedOptions } from '../../../geometry/index.js';
import type { Db } from '../../db/client';
import { dealers, orders } from '../../db/schema/index';
import { firstName } from '../stl/build-order-print-files';
import { colourKey } from '../stl/print-batch-plates';
import { designColours, designFilaments, listColourRows } from '../stl/design-colors';

/** Most confirmed orders the queue lists (the oldest first, as the batch takes them). */
const MAX_QUEUE_ORDERS = 500;

/**
 * The Print queue: confirmed orders' keychains grouped by colour combination (the
 * filament pair a plate needs), largest group first, with how many plates each group takes on
 * `bed`. An order with keychains in two colours appears in both groups.
 */
export async function listPrintQueue(db: Db, options: { bed?: BedOptions } = {}): Promise<PrintQueueResponse> {
  const perPlate = plateGrid(
    { widthMm: DEFAULT_KEYCHAIN_OPTIONS.width, depthMm: DEFAULT_KEYCHAIN_OPTIONS.height },
    options.bed ?? DEFAULT_BED,
  ).perPlate;
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.orderStatus, 'confirmed'))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(MAX_QUEUE_ORDERS);
  const dealerIds = [...new Set(rows.map((r) => r.dealerId).filter((id): id is number => id !== null))];
  const names = new Map(
    dealerIds.length === 0
      ? []
      : (await db.select({ id: dealers.id, name: dealers.businessName }).from(dealers).where(inArray(dealers.id, dealerIds))).map(
          (d) => [d.id, d.name] as const,
        ),
  );
  const colourRows = await listColourRows(db);
  const groups = new Map<string, PrintQueueGroup>();
  let keychains = 0;
  for (const order of rows) {
    const perGroup = new Map<string, string[]>();
    for (const design of order.keychains) {
      const colours = designColours(design, colourRows);
      const key = colourKey(colours);
      if (!groups.has(key)) {
        const filaments = designFilaments(design, colours, colourRows);
        groups.set(key, {
          key,
          displayName: toPlainTextField(colours.displayName),
          fontColor: colours.fontColor.toLowerCase(),
          backgroundColor: colours.backgroundColor.toLowerCase(),
          textFilamentName: toPlainTextField(filaments.text),
          plateFilamentName: toPlainTextField(filaments.plate),
          keychains: 0,
          plates: 0,
          orders: [],
        });
      }
      perGroup.set(key, [...(perGroup.get(key) ?? []), toPlainTextField(design.customText)]);
      keychains += 1;
    }
    for (const [key, texts] of perGroup) {
      const group = groups.get(key)!;
      group.keychains += texts.length;
      group.orders.push({
        id: order.id,
        customerFirstName: firstName(order.customerName),
        dealerName: order.dealerId === null ? null : toPlainTextField(names.get(order.dealerId) ?? ''),
        keychains: texts.length,
        texts,
        createdAt: order.createdAt.toISOString(),
      });
    }
  }
  const list = [...groups.values()].map((g) => ({ ...g, plates: Math.ceil(g.keychains / perPlate) }));
  list.sort((a, b) => b.keychains - a.keychains || a.displayName.localeCompare(b.displayName));
  return { groups: list, orders: rows.length, keychains, perPlate };
}
