/** Print room contracts ("Proof images"). */
import { z } from 'zod';
import { KeychainDesignSchema } from './order';

/** Most orders one batch zip or one "Mark Processing" holds. */
export const MAX_BATCH_ORDERS = 100;

const IDS_MESSAGE = 'ids must list order numbers separated by commas';

/** Comma-separated order ids ("1,2,3"), each once, at most MAX_BATCH_ORDERS. */
const BatchIds = z
  .string({ error: IDS_MESSAGE })
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, IDS_MESSAGE)
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .pipe(
    z
      .array(z.number().int().min(1, IDS_MESSAGE).max(2_147_483_647, IDS_MESSAGE))
      .max(MAX_BATCH_ORDERS, `At most ${MAX_BATCH_ORDERS} orders per batch`),
  );

/**
 * GET /api/admin/print-batch: `?status=confirmed` (the oldest MAX_BATCH_ORDERS confirmed orders)
 * or `?ids=1,2,3` (those orders, whatever their status), never both.
 */
export const PrintBatchQuery = z
  .object({
    status: z.literal('confirmed', { error: 'status must be confirmed' }).optional(),
    ids: BatchIds.optional(),
  })
  .refine((q) => (q.status === undefined) !== (q.ids === undefined), {
    message: 'Give either status=confirmed or ids, not both',
    path: ['ids'],
  });
export type PrintBatchQuery = z.output<typeof PrintBatchQuery>;

/** One order in a colour group of the print queue. */
export const PrintQueueOrder = z.object({
  id: z.number().int(),
  /** The customer's first name only: the queue is read at the printer. */
  customerFirstName: z.string(),
  /** Business name for dealer orders, else null. */
  dealerName: z.string().nullable(),
  /** Keychains of this order in this colour combination. */
  keychains: z.number().int(),
  /** The texts of those keychains, in order. */
  texts: z.array(z.string()),
  createdAt: z.string(),
});
export type PrintQueueOrder = z.infer<typeof PrintQueueOrder>;

/** A colour combination as the print room sees it: the pair of filaments one plate is printed in. */
export const PrintColourPair = z.object({
  /** `<fontColor>-on-<backgroundColor>`, lower-case hex without '#'. */
  key: z.string(),
  displayName: z.string(),
  fontColor: z.string(),
  backgroundColor: z.string(),
  /** The filaments the plate needs: "Light Pink PLA" text on "Black PLA" plate. */
  textFilamentName: z.string(),
  plateFilamentName: z.string(),
});

/** Confirmed keychains of one colour combination: one filament pair, one or more plates. */
export const PrintQueueGroup = PrintColourPair.extend({
  keychains: z.number().int(),
  /** Build plates these keychains need on the configured bed. */
  plates: z.number().int(),
  orders: z.array(PrintQueueOrder),
});
export type PrintQueueGroup = z.infer<typeof PrintQueueGroup>;

/** GET /api/admin/print-queue: confirmed orders' keychains grouped by colour combination, largest group first. */
export const PrintQueueResponse = z.object({
  groups: z.array(PrintQueueGroup),
  /** Confirmed orders in the queue. */
  orders: z.number().int(),
  keychains: z.number().int(),
  /** Keychains per build plate on the configured bed. */
  perPlate: z.number().int(),
});
export type PrintQueueResponse = z.infer<typeof PrintQueueResponse>;

/** POST /api/admin/print-queue/processing body: the orders to move from confirmed to processing. */
export const MarkProcessingRequest = z.object({
  ids: z
    .array(z.number({ error: IDS_MESSAGE }).int(IDS_MESSAGE).min(1, IDS_MESSAGE).max(2_147_483_647, IDS_MESSAGE), { error: IDS_MESSAGE })
    .min(1, 'Select at least one order')
    .max(MAX_BATCH_ORDERS, `At most ${MAX_BATCH_ORDERS} orders at once`),
});
export type MarkProcessingRequest = z.infer<typeof MarkProcessingRequest>;

/** The answer: which orders moved, and which were left because they were no longer confirmed. */
export const MarkProcessingResponse = z.object({
  updated: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), orderStatus: z.string() })),
});
export type MarkProcessingResponse = z.infer<typeof MarkProcessingResponse>;

/**
 * GET /api/proofs/keychain.png: a proof of a design the shop sells right now, by the cart's
 * rules (text 1-15 letters and digits, an offered font and colour combination by value).
 */
export const ProofQuery = z.object({
  text: KeychainDesignSchema.shape.customText,
  font: KeychainDesignSchema.shape.fontFamily,
  colour: KeychainDesignSchema.shape.textColor,
});
export type ProofQuery = z.infer<typeof ProofQuery>;
