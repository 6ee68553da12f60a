import { inArray, sql } from 'drizzle-orm';
import { SHIPPING_MESSAGES, type ServiceabilityResponse } from '#shared/schemas/shipping';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { ShippingProvider } from './provider';

/** Keychains the print room finishes in a working day (docs/decisions/054-arrival-estimate.md). */
export const KEYCHAINS_PRINTED_PER_DAY = 120;
/** A parcel of keychains as the courier weighs it, in kg (the courier's minimum slab). */
export const PARCEL_WEIGHT_KG = 0.5;

/** YYYY-MM-DD of a Date in India time. */
export function indiaDate(date: Date): string {
  return new Date(date.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** `isoDate` plus `days` calendar days, skipping Sundays when `workingDays` (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number, workingDays = false): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (workingDays && date.getUTCDay() === 0) continue;
    left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** Working days until a new order is printed and handed over: one, plus a day per full day of backlog. */
export function printDays(backlogKeychains: number): number {
  return 1 + Math.floor(backlogKeychains / KEYCHAINS_PRINTED_PER_DAY);
}

/**
 * Whether the courier serves `pin`, and the day a parcel ordered `now` should arrive: the
 * print queue's backlog (confirmed and processing keychains) in working days, then the
 * courier's transit estimate in calendar days (docs/decisions/054-arrival-estimate.md).
 * @throws AppError COURIER_UNAVAILABLE when the courier does not answer in time.
 */
export async function checkServiceability(
  db: Db,
  options: { provider: ShippingProvider; pin: string; now: Date },
): Promise<ServiceabilityResponse> {
  const answer = await options.provider.checkServiceability({ pin: options.pin, weightKg: PARCEL_WEIGHT_KG });
  if (!answer.serviceable) return { serviceable: false, estimatedDeliveryDate: null, courier: null, cod: false };
  const [backlog] = await db
    .select({ keychains: sql<number>`coalesce(sum(jsonb_array_length(${orders.keychains})), 0)::int` })
    .from(orders)
    .where(inArray(orders.orderStatus, ['confirmed', 'processing']));
  const handover = addDays(indiaDate(options.now), printDays(Number(backlog?.keychains ?? 0)), true);
  return {
    serviceable: true,
    estimatedDeliveryDate: addDays(handover, answer.transitDays ?? 5),
    courier: answer.courier,
    cod: answer.cod,
  };
}

/**
 * Refuses an order to a PIN code the courier does not serve, on the zip field, before anything
 * is stored. A courier that does not answer does not stop the sale: the order is taken and the
 * admin finds out when booking (docs/decisions/054-arrival-estimate.md).
 * @throws AppError BAD_REQUEST with the issue on `shippingAddress.zipCode`.
 */
export async function assertServiceable(
  provider: ShippingProvider,
  options: { pin: string; log?: { warn: (obj: object, msg: string) => void } },
): Promise<void> {
  let serviceable = true;
  try {
    serviceable = (await provider.checkServiceability({ pin: options.pin, weightKg: PARCEL_WEIGHT_KG })).serviceable;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'COURIER_UNAVAILABLE') throw error;
    options.log?.warn({ pin: options.pin }, 'courier did not answer serviceability; order taken');
  }
  if (!serviceable) {
    throw new AppError('BAD_REQUEST', SHIPPING_MESSAGES.unserviceable, {
      issues: [{ path: 'shippingAddress.zipCode', message: SHIPPING_MESSAGES.unserviceable }],
    });
  }
}
