/**
 * The courier's side of cash on delivery (docs/product.md#cash-on-delivery): remittance imports
 * and their reports, and the COD screen's lists and figures. Amounts are integer paise.
 */
import { z } from 'zod';

/** What became of one line of a remittance. */
export const REMITTANCE_OUTCOMES = ['matched', 'short', 'duplicate', 'amount_mismatch', 'unknown_awb', 'not_cod', 'unreadable'] as const;
export type RemittanceOutcome = (typeof REMITTANCE_OUTCOMES)[number];

/** How the COD screen names each outcome. */
export const REMITTANCE_OUTCOME_LABELS: Record<RemittanceOutcome, string> = {
  matched: 'Matched',
  short: 'Short: order stays open',
  duplicate: 'Already remitted',
  amount_mismatch: 'Wrong amount',
  unknown_awb: 'Unknown AWB',
  not_cod: 'Not awaiting COD cash',
  unreadable: 'Unreadable row',
};

/** The messages of the remittance routes. */
export const COD_REMITTANCE_MESSAGES = {
  noFile: 'Choose the remittance file (CSV) to import',
  tooLarge: 'A remittance file is at most 1 MB',
  noCourierReport: 'This courier has no remittance report to fetch; import its file instead',
  noSimulatedFile: 'Only the simulated courier offers a remittance file here; download it from your courier',
  busy: 'Another import is matching these AWBs; try again in a moment',
  utrInvalid: 'UTR must be 6 to 30 letters and digits',
  awbRequired: 'AWB is required',
  amountInvalid: 'Amount must be a whole number of paise above 0',
  dateInvalid: 'Date must be a day (YYYY-MM-DD)',
} as const;

/** Shortest and longest UTR accepted: NEFT's 16 and RTGS's 22 characters, IMPS's 12 digits, with room either side. */
export const UTR_LENGTH = { min: 6, max: 30 } as const;

/**
 * A remittance's bank-transfer reference (UTR: NEFT 16, RTGS 22 characters, IMPS 12 digits; RBI's
 * payment-system formats), as the courier's file or staff give it: trimmed, upper-cased, then
 * 6 to 30 ASCII letters and digits; spaces, symbols and invisible characters are refused with
 * "UTR must be 6 to 30 letters and digits" (docs/product.md#cod-remittance).
 */
export const UtrSchema = z
  .string({ error: COD_REMITTANCE_MESSAGES.utrInvalid })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${UTR_LENGTH.min},${UTR_LENGTH.max}}$`), COD_REMITTANCE_MESSAGES.utrInvalid);

/**
 * POST /api/admin/cod/remittances/entry: one remittance line typed by staff (a top-up the courier
 * paid by its own transfer), matched as a file's line is.
 */
export const RemittanceEntryRequest = z.object({
  awb: z.string({ error: COD_REMITTANCE_MESSAGES.awbRequired }).trim().toUpperCase().min(1, COD_REMITTANCE_MESSAGES.awbRequired).max(40),
  amountPaise: z
    .number({ error: COD_REMITTANCE_MESSAGES.amountInvalid })
    .int(COD_REMITTANCE_MESSAGES.amountInvalid)
    .positive(COD_REMITTANCE_MESSAGES.amountInvalid)
    .max(100_000_000, COD_REMITTANCE_MESSAGES.amountInvalid),
  utr: UtrSchema,
  remittedOn: z.iso.date({ error: COD_REMITTANCE_MESSAGES.dateInvalid }),
});
export type RemittanceEntryRequest = z.infer<typeof RemittanceEntryRequest>;

/**
 * What a COD order's courier still owes the shop, in paise (docs/decisions/218-cod-shortfall-stays-open.md):
 * the amount due (`collectPaise`) less what the remittances paid so far (`remittedPaise`), or,
 * before any remittance, less what the courier reported collected (`collectedPaise`). 0 once the
 * payment is `completed`; null while nothing is known yet (not delivered, nothing remitted) and
 * for an online order.
 */
export function codShortfallPaise(order: {
  paymentMethod: string;
  paymentStatus: string;
  collectPaise: number;
  collectedPaise: number | null;
  remittedPaise: number;
}): number | null {
  if (order.paymentMethod !== 'cod') return null;
  if (order.paymentStatus === 'completed') return 0;
  const arrived = order.remittedPaise > 0 ? order.remittedPaise : order.collectedPaise;
  if (arrived === null) return null;
  return Math.max(0, order.collectPaise - arrived);
}

/** One line of an import's report. */
export const RemittanceReportLine = z.object({
  row: z.number().int().nullable(),
  awb: z.string().nullable(),
  amountPaise: z.number().int().nullable(),
  utr: z.string().nullable(),
  remittedOn: z.string().nullable(),
  orderId: z.number().int().nullable(),
  outcome: z.enum(REMITTANCE_OUTCOMES),
  detail: z.string(),
});
export type RemittanceReportLine = z.infer<typeof RemittanceReportLine>;

/** POST /api/admin/cod/remittances (multipart `file`) and POST /api/admin/cod/remittances/fetch → the report. */
export const RemittanceImportReport = z.object({
  importId: z.number().int(),
  /** Lines that completed their order's cash, and their paise. */
  matched: z.number().int(),
  matchedPaise: z.number().int(),
  /** Lines applied that left their order short (it stays open), and their paise. */
  short: z.number().int(),
  shortPaise: z.number().int(),
  /** Lines not applied (every outcome but matched and short). */
  reported: z.number().int(),
  lines: z.array(RemittanceReportLine),
});
export type RemittanceImportReport = z.infer<typeof RemittanceImportReport>;

/** A rate: returned parcels of those shipped, as a percentage with one decimal (null when none shipped). */
export const RtoRate = z.object({
  key: z.string(),
  shipped: z.number().int(),
  returned: z.number().int(),
  ratePercent: z.number().nullable(),
});
export type RtoRate = z.infer<typeof RtoRate>;

/** GET /api/admin/cod/report — COD share, RTO rates and the cash the courier still holds. */
export const CodReport = z.object({
  codShare: z.object({ codOrders: z.number().int(), allOrders: z.number().int(), percent: z.number().nullable() }),
  rto: z.object({ overall: RtoRate, cod: RtoRate, online: RtoRate, byState: z.array(RtoRate), byPinPrefix: z.array(RtoRate) }),
  pendingRemittance: z.object({ orders: z.number().int(), paise: z.number().int(), oldestCollectedAt: z.string().nullable() }),
  rtoLossPaise: z.number().int(),
});
export type CodReport = z.infer<typeof CodReport>;

/** A COD order as the COD screen lists it. */
export const CodOrderRow = z.object({
  id: z.number().int(),
  customerName: z.string(),
  pinCode: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  collectPaise: z.number().int(),
  collectedPaise: z.number().int().nullable(),
  /** Cash the remittances matched so far (paise). */
  remittedPaise: z.number().int(),
  /** What the courier still owes (codShortfallPaise): above 0 while collected or remitted short; null while unknown. */
  shortfallPaise: z.number().int().nullable(),
  awb: z.string().nullable(),
  createdAt: z.string(),
  collectedAt: z.string().nullable(),
  remittedAt: z.string().nullable(),
  utr: z.string().nullable(),
  /** Whole days since the courier collected the cash (collected-not-remitted); null otherwise. */
  ageDays: z.number().int().nullable(),
});
export type CodOrderRow = z.infer<typeof CodOrderRow>;

/** GET /api/admin/cod — the COD screen. */
export const CodOverview = z.object({
  report: CodReport,
  awaitingConfirmation: z.array(CodOrderRow),
  toCollect: z.array(CodOrderRow),
  collectedNotRemitted: z.array(CodOrderRow),
  mismatches: z.array(CodOrderRow),
  /** Whether the courier offers its remittance report to fetch (POST …/remittances/fetch), and its file to download. */
  courierReport: z.boolean(),
  simulatedFile: z.boolean(),
});
export type CodOverview = z.infer<typeof CodOverview>;
