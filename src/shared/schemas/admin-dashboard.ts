/**
 * The owner's dashboard (GET /api/admin/dashboard; docs/product.md#dashboard): a range of India
 * days and the business's figures over it against the period of the same length just before.
 * Amounts are paise, counts are whole numbers, days are `YYYY-MM-DD` in India (Asia/Kolkata).
 */
import { z } from 'zod';

/** The longest range the dashboard answers, in days (a financial year and a margin). */
export const DASHBOARD_MAX_DAYS = 400;

const DAY_MS = 86_400_000;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((value) => {
    const ms = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
  }, 'Not a calendar date');

/** Days from `from` to `to`, both counted (`YYYY-MM-DD` each). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The query: two India days, both counted; `from` not after `to`, at most DASHBOARD_MAX_DAYS days. */
export const DashboardQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'The range starts after it ends', path: ['from'] })
  .refine((q) => q.from > q.to || daysInRange(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: `A range is at most ${DASHBOARD_MAX_DAYS} days`,
    path: ['to'],
  });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

const count = z.number().int();

/** Sales of one India day: paid minus refunded (paise), orders paid and their keychains. */
export const DashboardDay = z.object({ date: z.string(), salesPaise: count, orders: count, keychains: count });
export type DashboardDay = z.infer<typeof DashboardDay>;

/** How shop orders were paid, by the order's payment method (`online`, `cod`): money received (paise) and orders first paid. */
export const DashboardPaymentMethod = z.object({ method: z.string(), paidPaise: count, orders: count });

/** The totals of a period (docs/product.md#dashboard says what each counts). */
export const DashboardTotals = z.object({
  salesPaise: count,
  orders: count,
  keychains: count,
  averageOrderPaise: count,
  refundsPaise: count,
  /** Paid before refunds. */
  paidPaise: count,
  refunds: count,
  newCustomers: count,
  returningCustomers: count,
  paymentMix: z.array(DashboardPaymentMethod),
});
export type DashboardTotals = z.infer<typeof DashboardTotals>;

/** One entry of a "top" list: a font, colour or script and its keychains. */
export const DashboardTopEntry = z.object({ name: z.string(), keychains: count });
export type DashboardTopEntry = z.infer<typeof DashboardTopEntry>;

/** GET /api/admin/dashboard. */
export const DashboardResponse = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  salesByDay: z.array(DashboardDay),
  totals: DashboardTotals,
  previous: DashboardTotals,
  gst: z.object({
    cgstPaise: count,
    sgstPaise: count,
    igstPaise: count,
    taxablePaise: count,
    invoices: count,
    creditNotes: count,
  }),
  dealers: z.object({
    creditsSold: count,
    creditsSoldPaise: count,
    creditsUsed: count,
    creditsAdjusted: count,
    creditsOutstanding: count,
  }),
  printRoom: z.object({
    platesPrinted: count,
    keychainsFailed: count,
    keychainsReprinted: count,
    ordersToPrint: count,
    ordersToShip: count,
    oldestWaitingAt: z.string().nullable(),
  }),
  top: z.object({ fonts: z.array(DashboardTopEntry), colours: z.array(DashboardTopEntry), scripts: z.array(DashboardTopEntry) }),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
