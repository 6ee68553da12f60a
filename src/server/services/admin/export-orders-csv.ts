import type { Readable } from 'node:stream';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customizationOptions, orders, shipments } from '../../db/schema/index';
import { csvFromRecords, formatCsvDate } from '../../lib/csv';
import { adminOrderWhere, type AdminOrderFilter } from './admin-order-filter';
import { paiseToDecimal } from '#shared/money';

/** Rows read from the database per round trip while streaming (100: less garbage outlives a batch; decision 180). */
const BATCH = 100;

/** The orders CSV's columns, one line per keychain (with the contact, the full address, the payment id and the parcel). */
export const ORDER_CSV_COLUMNS = [
  'Order ID',
  'Date',
  'Customer',
  'Phone',
  'E-mail',
  'Street',
  'Line 2',
  'City',
  'State',
  'PIN code',
  'Keychain',
  'Text',
  'Font',
  'Colours',
  'Unit price (INR)',
  'Order total (INR)',
  'Payment status',
  'Payment ID',
  'Order status',
  'Courier',
  'AWB',
  'Coupon code',
  'Coupon discount (INR)',
  'Prepaid discount (INR)',
  'Payment method',
  'COD to collect (INR)',
] as const;

/** Display names of the fonts and colours; an inactive option is marked "(hidden)". */
async function optionNames(db: Db): Promise<{ font: (value: string) => string; colour: (value: string) => string }> {
  const rows = await db
    .select({
      type: customizationOptions.type,
      value: customizationOptions.value,
      name: customizationOptions.displayName,
      active: customizationOptions.isActive,
    })
    .from(customizationOptions);
  const names = new Map(rows.map((r) => [`${r.type}:${r.value}`, r.active ? r.name : `${r.name} (hidden)`]));
  return {
    font: (value) => names.get(`font:${value}`) ?? value,
    colour: (value) => names.get(`color_combination:${value}`) ?? value,
  };
}

/** Newest-first keyset pages of the filtered orders, BATCH at a time, so memory stays flat. */
type ExportRow = typeof orders.$inferSelect & { courier: string | null; awb: string | null; cursorAt: string };

async function* filteredOrders(db: Db, filter: AdminOrderFilter): AsyncGenerator<ExportRow> {
  const where = adminOrderWhere(filter);
  // The time as PostgreSQL prints it: a Date would drop the microseconds and skip orders.
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
    const rows: ExportRow[] = (
      await db
        .select({ order: orders, courier: shipments.courier, awb: shipments.awb, cursorAt: sql<string>`${orders.createdAt}::text` })
        .from(orders)
        .leftJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.state, 'created')))
        .where(and(where, cursor))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(BATCH)
    ).map((r) => ({ ...r.order, courier: r.courier, awb: r.awb, cursorAt: r.cursorAt }));
    yield* rows;
    if (rows.length < BATCH) return;
    const last: ExportRow = rows[rows.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}

/**
 * The filtered orders as a CSV stream: the Orders tab's filters (status, payment
 * status, search), newest first, one line per keychain with the order's fields repeated, the
 * unit price (total ÷ quantity, rounded to the paisa) and the order total. Read in batches
 * and streamed, so a long export neither waits nor holds every order in memory.
 */
export async function exportOrdersCsv(db: Db, filter: AdminOrderFilter): Promise<Readable> {
  const names = await optionNames(db);
  async function* lines() {
    for await (const order of filteredOrders(db, filter)) {
      const total = order.totalPaise;
      const designs = order.keychains.length > 0 ? order.keychains : [{ customText: '', fontFamily: '', textColor: '' }];
      // Cells in ORDER_CSV_COLUMNS order; arrays, not objects, to keep the garbage per line small.
      const before = [
        order.id,
        formatCsvDate(order.createdAt),
        order.customerName,
        order.customerPhone,
        order.customerEmail,
        order.shippingAddress.street,
        order.shippingAddress.addressLine2 ?? '',
        order.shippingAddress.city,
        order.shippingAddress.state,
        order.shippingAddress.zipCode,
      ];
      const after = [
        paiseToDecimal(Math.round(total / Math.max(1, order.quantity))),
        paiseToDecimal(total),
        order.paymentStatus,
        order.paymentId ?? '',
        order.orderStatus,
        order.courier ?? '',
        order.awb ?? '',
        // The order total is after these discounts (docs/product.md#promotions).
        order.couponCode ?? '',
        paiseToDecimal(order.couponDiscountPaise),
        paiseToDecimal(order.prepaidDiscountPaise),
        // docs/product.md#cash-on-delivery: online, or the cash the courier collects.
        order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online',
        order.paymentMethod === 'cod' ? paiseToDecimal(order.codCollectPaise) : '',
      ];
      for (const [i, k] of designs.entries()) {
        yield [
          ...before,
          `${i + 1} of ${designs.length}`,
          k.customText,
          k.fontFamily ? names.font(k.fontFamily) : '',
          'colorCombination' in k && k.colorCombination ? k.colorCombination.displayName : names.colour(k.textColor),
          ...after,
        ];
      }
    }
  }
  return csvFromRecords(lines(), ORDER_CSV_COLUMNS);
}
