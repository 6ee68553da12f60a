/** Whether an order may be paid cash on delivery (docs/product.md#cash-on-delivery). */
import { and, inArray, sql } from 'drizzle-orm';
import { COD_MESSAGES, type CodSettings } from '#shared/schemas/cod';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { PARCEL_WEIGHT_KG } from '../shipping/check-serviceability';
import type { ShippingProvider } from '../shipping/provider';

/** Why COD was refused: one of COD_MESSAGES' keys. */
export type CodRefusal = 'disabled' | 'overLimit' | 'pinNotServed' | 'rtoLimit' | 'dealer';

/**
 * The order statuses that count as a return to origin: turned back by the courier, or back at the
 * shop (docs/decisions/188-rto-counts-when-the-parcel-turns-back.md).
 */
export const RTO_STATUSES = ['returning', 'returned'];

/** The 10 mobile digits of a phone as the checkout stores it ("+91 98765 43210" → "9876543210"). */
function mobileDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * Returns to origin of a phone: its orders with order_status 'returning' (the courier turned the
 * parcel back) or 'returned' (back at the shop), each order once
 * (docs/decisions/188-rto-counts-when-the-parcel-turns-back.md); the phone's last 10 digits
 * compared, so "+91 98765 43210" and "9876543210" are the same phone.
 */
export async function countReturnsOfPhone(db: Db | Tx, phone: string): Promise<number> {
  const digits = mobileDigits(phone);
  if (!digits) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(inArray(orders.orderStatus, RTO_STATUSES), sql`right(regexp_replace(${orders.customerPhone}, '\\D', '', 'g'), 10) = ${digits}`),
    );
  return Number(row?.n ?? 0);
}

/**
 * Throws the refusal of cash on delivery for `reason` (the limit in paise for 'overLimit').
 * @throws AppError BAD_REQUEST with the reason's message on `paymentMethod`, always.
 */
export function refuseCod(reason: CodRefusal, limitPaise = 0): never {
  const message = reason === 'overLimit' ? COD_MESSAGES.overLimit(limitPaise) : COD_MESSAGES[reason];
  throw new AppError('BAD_REQUEST', message, { issues: [{ path: 'paymentMethod', message }] });
}

/**
 * Refuses cash on delivery when the courier does not collect cash at `pin`; a courier that does
 * not answer refuses it too (cash that may not be collected is not a sale to risk).
 * @throws AppError BAD_REQUEST (pinNotServed) on `paymentMethod`.
 */
export async function assertCodPin(shipping: ShippingProvider, pin: string): Promise<void> {
  let cod = false;
  try {
    cod = (await shipping.checkServiceability({ pin, weightKg: PARCEL_WEIGHT_KG })).cod;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'COURIER_UNAVAILABLE') throw error;
  }
  if (!cod) refuseCod('pinNotServed');
}

/**
 * Refuses cash on delivery, before anything is stored, when COD is off, the order is a dealer's
 * (dealers pay with credits), the total (paise, COD fee included) is over the limit, or the phone
 * has reached the RTO limit (docs/product.md#cash-on-delivery). The PIN is checked by assertCodPin.
 * @throws AppError BAD_REQUEST with the reason's message on `paymentMethod`.
 */
export async function assertCodEligible(
  db: Db | Tx,
  options: { settings: CodSettings; totalPaise: number; phone: string; dealer?: boolean },
): Promise<void> {
  if (options.dealer) refuseCod('dealer');
  if (!options.settings.enabled) refuseCod('disabled');
  if (options.totalPaise > options.settings.limitPaise) refuseCod('overLimit', options.settings.limitPaise);
  if ((await countReturnsOfPhone(db, options.phone)) >= options.settings.rtoLimit) refuseCod('rtoLimit');
}
