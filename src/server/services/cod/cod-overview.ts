import { and, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { codShortfallPaise, type CodOrderRow, type CodOverview, type CodReport, type RtoRate } from '#shared/schemas/cod-remittances';
import type { Db } from '../../db/client';
import { orders, shipments } from '../../db/schema/index';
import { RTO_STATUSES } from './check-cod-eligibility';

/** The most orders each COD screen list shows (oldest first where age matters). */
export const COD_LIST_LIMIT = 200;

const DAY_MS = 86_400_000;

function rate(key: string, shipped: number, returned: number): RtoRate {
  return { key, shipped, returned, ratePercent: shipped ? Math.round((returned / shipped) * 1000) / 10 : null };
}

/** Orders that count as placed: paid online (or refunded after), or COD and confirmed. */
const placed = or(
  inArray(orders.paymentStatus, ['completed', 'refunded']),
  and(eq(orders.paymentMethod, 'cod'), isNotNull(orders.codConfirmedAt)),
)!;

/** Returned (or returning, docs/decisions/188-rto-counts-when-the-parcel-turns-back.md) of shipped parcels, grouped by `key` (null: all together). */
async function rtoRates(db: Db, key: SQL<string> | null): Promise<RtoRate[]> {
  const query = db
    .select({
      key: key ?? sql<string>`'all'`,
      shipped: sql<number>`count(*)::int`,
      returned: sql<number>`(count(*) filter (where ${inArray(orders.orderStatus, RTO_STATUSES)}))::int`,
    })
    .from(orders)
    .innerJoin(shipments, and(eq(shipments.orderId, orders.id), eq(shipments.state, 'created')));
  const rows = key ? await query.groupBy(key).orderBy(desc(sql`count(*)`), key) : await query;
  return rows.map((r) => rate(r.key ?? '', r.shipped, r.returned));
}

/**
 * The COD figures (docs/product.md#cash-on-delivery): COD's share of placed orders (online paid
 * or refunded, COD confirmed), the RTO rate (returned of shipped parcels) overall, by payment
 * method, by state and by PIN prefix (first three digits), the cash the courier collected and
 * has not yet remitted (with the oldest collection), and the estimated RTO losses.
 */
export async function getCodReport(db: Db): Promise<CodReport> {
  const [share] = await db
    .select({
      all: sql<number>`count(*)::int`,
      cod: sql<number>`(count(*) filter (where ${orders.paymentMethod} = 'cod'))::int`,
    })
    .from(orders)
    .where(and(ne(orders.orderType, 'dealer'), placed));
  const [overall] = await rtoRates(db, null);
  const byMethod = await rtoRates(db, sql<string>`${orders.paymentMethod}`);
  const byState = await rtoRates(db, sql<string>`coalesce(nullif(trim(${orders.shippingAddress}->>'state'), ''), '—')`);
  const byPinPrefix = await rtoRates(db, sql<string>`left(${orders.shippingAddress}->>'zipCode', 3)`);
  const [pending] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      // What the courier holds: collected less what its remittances already paid.
      paise: sql<number>`coalesce(sum(greatest(${orders.codCollectedPaise} - ${orders.codRemittedPaise}, 0)), 0)::int`,
      oldest: sql<string | null>`min(${orders.codCollectedAt})`,
    })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'cod_collected')));
  const [loss] = await db
    .select({ paise: sql<number>`coalesce(sum(${orders.rtoLossPaise}), 0)::int` })
    .from(orders)
    .where(eq(orders.orderStatus, 'returned'));
  const method = (m: string) => byMethod.find((r) => r.key === m) ?? rate(m, 0, 0);
  return {
    codShare: {
      codOrders: share!.cod,
      allOrders: share!.all,
      percent: share!.all ? Math.round((share!.cod / share!.all) * 1000) / 10 : null,
    },
    rto: {
      overall: overall ?? rate('all', 0, 0),
      cod: { ...method('cod'), key: 'cod' },
      online: { ...method('online'), key: 'online' },
      byState,
      byPinPrefix,
    },
    pendingRemittance: {
      orders: pending!.orders,
      paise: pending!.paise,
      oldestCollectedAt: pending!.oldest ? new Date(pending!.oldest).toISOString() : null,
    },
    rtoLossPaise: loss!.paise,
  };
}

async function listCod(db: Db, where: SQL, now: Date, oldestFirst = false): Promise<CodOrderRow[]> {
  const rows = await db
    .select({ order: orders, awb: shipments.awb })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(eq(orders.paymentMethod, 'cod'), where))
    .orderBy(oldestFirst ? orders.codCollectedAt : desc(orders.createdAt))
    .limit(COD_LIST_LIMIT);
  return rows.map(({ order, awb }) => ({
    id: order.id,
    customerName: order.customerName,
    pinCode: order.shippingAddress.zipCode,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    collectPaise: order.codCollectPaise,
    collectedPaise: order.codCollectedPaise,
    remittedPaise: order.codRemittedPaise,
    shortfallPaise: codShortfallPaise({
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      collectPaise: order.codCollectPaise,
      collectedPaise: order.codCollectedPaise,
      remittedPaise: order.codRemittedPaise,
    }),
    awb,
    createdAt: order.createdAt.toISOString(),
    collectedAt: order.codCollectedAt?.toISOString() ?? null,
    remittedAt: order.codRemittedAt?.toISOString() ?? null,
    utr: order.codUtr,
    ageDays:
      order.paymentStatus === 'cod_collected' && order.codCollectedAt
        ? Math.floor((now.getTime() - order.codCollectedAt.getTime()) / DAY_MS)
        : null,
  }));
}

/**
 * The COD screen (docs/product.md#cash-on-delivery): the figures of getCodReport and four lists
 * of at most COD_LIST_LIMIT orders: awaiting the customer's confirmation, confirmed and still to
 * collect, collected and not remitted (oldest first, with its age in whole days at `now`), and
 * those whose collected cash differs from what was due or whose remittances paid it short (each
 * row with its shortfall in paise). `courierReport` and `simulatedFile` say
 * what the courier offers besides a file upload.
 */
export async function getCodOverview(db: Db, options: { now: Date; courierReport: boolean; simulatedFile: boolean }): Promise<CodOverview> {
  const stillOpen = sql`${orders.orderStatus} not in ('cancelled', 'refunded', 'returned')`;
  return {
    report: await getCodReport(db),
    awaitingConfirmation: await listCod(db, and(eq(orders.paymentStatus, 'cod_pending'), eq(orders.orderStatus, 'pending'))!, options.now),
    toCollect: await listCod(
      db,
      and(eq(orders.paymentStatus, 'cod_pending'), inArray(orders.orderStatus, ['confirmed', 'processing', 'shipped']))!,
      options.now,
    ),
    collectedNotRemitted: await listCod(db, and(eq(orders.paymentStatus, 'cod_collected'), stillOpen)!, options.now, true),
    mismatches: await listCod(
      db,
      or(
        and(isNotNull(orders.codCollectedPaise), sql`${orders.codCollectedPaise} <> ${orders.codCollectPaise}`),
        // Remitted short: open until a top-up completes it (docs/decisions/218-cod-shortfall-stays-open.md).
        and(sql`${orders.codRemittedPaise} > 0`, ne(orders.paymentStatus, 'completed')),
      )!,
      options.now,
    ),
    courierReport: options.courierReport,
    simulatedFile: options.simulatedFile,
  };
}
