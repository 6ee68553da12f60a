/**
 * The courier's side of cash on delivery (docs/product.md#cash-on-delivery): remittance imports
 * and their reports, and the COD screen's lists and figures. Amounts are integer paise.
 */
import { z } from 'zod';

/** What became of one line of a remittance. */
export const REMITTANCE_OUTCOMES = ['matched', 'duplicate', 'amount_mismatch', 'unknown_awb', 'not_cod', 'unreadable'] as const;
export type RemittanceOutcome = (typeof REMITTANCE_OUTCOMES)[number];

/** How the COD screen names each outcome. */
export const REMITTANCE_OUTCOME_LABELS: Record<RemittanceOutcome, string> = {
  matched: 'Matched',
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
} as const;

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
  matched: z.number().int(),
  matchedPaise: z.number().int(),
  /** Lines not applied (every outcome but matched). */
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
