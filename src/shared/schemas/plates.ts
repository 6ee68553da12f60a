/** Build plates as records (docs/print-room.md#plates): which keychain is on which plate, and how it printed. */
import { z } from 'zod';
import { PrintColourPair } from './print';

const id = z.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(1).max(2_147_483_647);

/** Plate states in order. */
export const PLATE_STATES = ['queued', 'printing', 'printed', 'checked'] as const;
export type PlateState = (typeof PLATE_STATES)[number];

/** One keychain: an order and the 0-based position of the design in it. */
export const PlateKeychainRef = z.object({
  orderId: id,
  keychainIndex: z.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(0).max(999),
});
export type PlateKeychainRef = z.infer<typeof PlateKeychainRef>;

/** POST /api/admin/plates body: the Print queue's selected orders. */
export const CreatePlateRequest = z.object({
  orderIds: z
    .array(id, { error: 'orderIds must list order numbers' })
    .min(1, 'Select at least one order')
    .max(100, 'At most 100 orders at once'),
  /** Only this colour combination (`fbbf24-on-000000`, the queue group's key); else that of the oldest queued keychain. */
  colourKey: z
    .string({ error: 'colourKey must be text' })
    .regex(/^[0-9a-f]{6}-on-[0-9a-f]{6}$/, 'colourKey must look like fbbf24-on-000000')
    .optional(),
});
export type CreatePlateRequest = z.infer<typeof CreatePlateRequest>;

/** A plate as the API returns it. */
export const Plate = z.object({
  id: z.number().int(),
  state: z.enum(PLATE_STATES),
  colourCombination: PrintColourPair,
  keychains: z.array(
    PlateKeychainRef.extend({
      result: z.enum(['passed', 'failed']).nullable(),
      /** The keychain's text, as plain text (for the quality check's list). */
      text: z.string(),
    }),
  ),
  file3mfUrl: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  printedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** The slicer's estimated print time, seconds; null until sliced on the server. */
  estimatedSeconds: z.number().int().nullable(),
  /** The slicer's filament estimate, grams; null until sliced on the server. */
  filamentGrams: z.number().nullable(),
});
export type Plate = z.infer<typeof Plate>;

/** Path params of /api/admin/plates/{id}/… */
export const PlateIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/admin/plates/{id}/check body: the keychains that failed quality check (the rest passed). */
export const CheckPlateRequest = z.object({
  failed: z.array(PlateKeychainRef).max(100).default([]),
});
export type CheckPlateRequest = z.infer<typeof CheckPlateRequest>;

/** GET /api/admin/plates: the day's plates (Asia/Kolkata), newest first. */
export const PlateListResponse = z.object({
  plates: z.array(Plate),
  /** The day's sums over the plates the slicer estimated. */
  totals: z.object({ estimatedSeconds: z.number().int(), filamentGrams: z.number() }),
});
export type PlateListResponse = z.infer<typeof PlateListResponse>;

/** One order's print progress: "3 of 4 printed". */
export const OrderPrintProgress = z.object({
  orderId: z.number().int(),
  passed: z.number().int(),
  total: z.number().int(),
  readyToShip: z.boolean(),
});
export type OrderPrintProgress = z.infer<typeof OrderPrintProgress>;

/** GET /api/admin/plates/ready-to-ship: orders whose every keychain passed quality check. */
export const ReadyToShipResponse = z.object({ orders: z.array(OrderPrintProgress) });

/** One colour combination of the queued keychains (docs/print-room.md#plates). */
export const QueuedKeychainGroup = PrintColourPair.extend({
  /** Keychains of this combination waiting for a plate (failed ones included). */
  keychains: z.number().int(),
  /** The orders they belong to, oldest first. */
  orderIds: z.array(z.number().int()),
});
export type QueuedKeychainGroup = z.infer<typeof QueuedKeychainGroup>;

/** GET /api/admin/plates/queue: queued keychains by colour combination, largest group first. */
export const PlateQueueResponse = z.object({
  groups: z.array(QueuedKeychainGroup),
  /** Keychains one plate holds on the configured bed. */
  perPlate: z.number().int(),
});
export type PlateQueueResponse = z.infer<typeof PlateQueueResponse>;
