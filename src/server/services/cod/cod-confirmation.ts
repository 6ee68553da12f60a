/**
 * Confirming a cash on delivery order before anything is printed (docs/product.md#cash-on-delivery,
 * docs/decisions/171-cod-confirmed-before-printing.md). A COD order is stored pending with a 6-digit
 * code (only its hash is kept); the code, a staff member after a phone call, or the WhatsApp Confirm
 * button moves it to confirmed, which puts it in the print queue. Every change runs under the
 * confirmation row's lock and moves only from "awaiting" (compare-and-set), so two instances
 * confirming at once make one confirmation and one timeline row. The steps:
 * 1. `startCodConfirmation`: placing the order (in placeOrder's transaction) stores the code's hash
 *    and queues the code to the customer;
 * 2. `resendCodCode`: on request a new code replaces it, at most COD_MAX_RESENDS times;
 * 3. `confirmCodWithCode`: the customer types the code (a wrong one counts a try; the 5th locks);
 * 4. `confirmCodByStaff`: or a staff member confirms after a phone call;
 * 5. `answerCodReply`: or the customer answers the WhatsApp message with Confirm or Cancel;
 * 6. `markConfirmed`: whichever confirms first moves the order to confirmed, once, with an
 *    unpaid advance holding it back (`advanceUnpaid`, docs/decisions/185);
 * 7. `cancelUnconfirmedCodOrders`: the job cancels the orders still awaiting after the settings'
 *    auto-cancel hours (`cancelAwaiting`).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { COD_MAX_ATTEMPTS, COD_MAX_RESENDS, COD_MESSAGES } from '#shared/schemas/cod';
import type { Db, Tx } from '../../db/client';
import { codConfirmations, orderEvents, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { markPromotionUsed, releasePromotionUse } from '../promotions/promotion-uses';
import { codAdvancePaid } from './cod-advance-paid';
import { getCodSettings } from '../settings/cod-settings';
import { queueCodCancelledMessage, queueCodCodeMessages } from './cod-messages';

type OrderRow = typeof orders.$inferSelect;

/** A fresh 6-digit code, uniformly random ("004217" included). */
export function newCodCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of `code` for `orderId` (SHA-256 of both: a code read from one order's row fits no other). */
export function hashCodCode(orderId: number, code: string): string {
  return createHash('sha256').update(`cod:${orderId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether `order` is a COD order still waiting for its confirmation. */
function awaiting(order: OrderRow): boolean {
  return order.paymentMethod === 'cod' && order.orderStatus === 'pending' && order.codConfirmedAt === null;
}

/**
 * Makes the code of a just-placed COD order and queues its messages (inside placeOrder's
 * transaction); answers the code (for tests only: it is never sent to the browser).
 */
export async function startCodConfirmation(tx: Tx, order: OrderRow, now: Date): Promise<string> {
  const code = newCodCode();
  await tx.insert(codConfirmations).values({ orderId: order.id, codeHash: hashCodCode(order.id, code), lastSentAt: now });
  await queueCodCodeMessages(tx, order, code, 0, now);
  return code;
}

const notAwaiting = () => new AppError('BAD_REQUEST', COD_MESSAGES.notAwaiting);

/** Locks and reads an order and its confirmation row. @throws AppError BAD_REQUEST when it is not a COD order. */
async function lockConfirmation(tx: Tx, orderId: number) {
  const [confirmation] = await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId)).for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!confirmation || !order || order.paymentMethod !== 'cod') throw notAwaiting();
  return { confirmation, order };
}

/** Whether the order's time to confirm (the settings' auto-cancel hours since it was placed) is over at `now`. */
async function expired(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  const { autoCancelHours } = await getCodSettings(tx);
  return now.getTime() > order.createdAt.getTime() + autoCancelHours * 3_600_000;
}

/** Whether `order` has an advance still unpaid: it cannot be confirmed yet (docs/decisions/185). */
async function advanceUnpaid(tx: Tx, order: OrderRow): Promise<boolean> {
  return order.codAdvancePaise > 0 && !(await codAdvancePaid(tx, order.id));
}

/** Moves an awaiting order to confirmed (order, confirmation row, timeline, coupon use) at `now`; false when it was not awaiting. */
async function markConfirmed(tx: Tx, orderId: number, confirmedBy: string, actor: string, now: Date): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({ orderStatus: 'confirmed', status: 'confirmed', codConfirmedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cod'), eq(orders.orderStatus, 'pending'), isNull(orders.codConfirmedAt)))
    .returning({ id: orders.id });
  if (!moved) return false;
  await tx.update(codConfirmations).set({ confirmedAt: now, confirmedBy }).where(eq(codConfirmations.orderId, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    type: 'status_changed',
    fromStatus: 'pending',
    toStatus: 'confirmed',
    actor,
    detail: 'Cash on delivery confirmed',
    createdAt: now,
  });
  await markPromotionUsed(tx, orderId);
  return true;
}

/**
 * The shopper confirms COD order `orderId` with `code` at `now` (the caller checked the order is
 * theirs). A wrong code counts a try; the 5th locks the order for codes (staff can still confirm).
 * An order with an advance confirms only once the advance is captured (docs/decisions/185).
 * @throws AppError BAD_REQUEST for a wrong code, an expired order, an unpaid advance, or one not awaiting confirmation
 * (already confirmed: a replayed code; nothing changes but the try count);
 * TOO_MANY_REQUESTS when locked.
 */
export async function confirmCodWithCode(db: Db, options: { orderId: number; code: string; now: Date }): Promise<{ orderStatus: string }> {
  const outcome = await db.transaction(async (tx) => {
    const { confirmation, order } = await lockConfirmation(tx, options.orderId);
    if (!awaiting(order)) return order.orderStatus === 'cancelled' && confirmation.confirmedAt === null ? 'expired' : 'not-awaiting';
    if (await expired(tx, order, options.now)) return 'expired';
    if (confirmation.attempts >= COD_MAX_ATTEMPTS) return 'locked';
    if (!sameHash(confirmation.codeHash, hashCodCode(order.id, options.code))) {
      const [row] = await tx
        .update(codConfirmations)
        .set({ attempts: sql`${codConfirmations.attempts} + 1` })
        .where(eq(codConfirmations.orderId, order.id))
        .returning({ attempts: codConfirmations.attempts });
      return (row?.attempts ?? COD_MAX_ATTEMPTS) >= COD_MAX_ATTEMPTS ? 'locked' : 'wrong';
    }
    if (await advanceUnpaid(tx, order)) return 'advance-unpaid';
    return (await markConfirmed(tx, order.id, 'customer', 'customer', options.now)) ? 'confirmed' : 'not-awaiting';
  });
  switch (outcome) {
    case 'confirmed':
      return { orderStatus: 'confirmed' };
    case 'wrong':
      throw new AppError('BAD_REQUEST', COD_MESSAGES.wrongCode, { issues: [{ path: 'code', message: COD_MESSAGES.wrongCode }] });
    case 'locked':
      throw new AppError('TOO_MANY_REQUESTS', COD_MESSAGES.locked);
    case 'expired':
      throw new AppError('BAD_REQUEST', COD_MESSAGES.expired);
    case 'advance-unpaid':
      throw new AppError('BAD_REQUEST', COD_MESSAGES.advanceUnpaid);
    default:
      throw notAwaiting();
  }
}

/**
 * Sends a new code for an awaiting COD order (the old one stops working), at most COD_MAX_RESENDS
 * times; the count of wrong tries stays. Answers the resends left.
 * @throws AppError BAD_REQUEST when the order is not awaiting confirmation or expired;
 * TOO_MANY_REQUESTS after the last resend or when locked.
 */
export async function resendCodCode(db: Db, options: { orderId: number; now: Date }): Promise<{ resendsLeft: number }> {
  return db.transaction(async (tx) => {
    const { confirmation, order } = await lockConfirmation(tx, options.orderId);
    if (!awaiting(order)) throw notAwaiting();
    if (await expired(tx, order, options.now)) throw new AppError('BAD_REQUEST', COD_MESSAGES.expired);
    if (confirmation.attempts >= COD_MAX_ATTEMPTS) throw new AppError('TOO_MANY_REQUESTS', COD_MESSAGES.locked);
    if (confirmation.resends >= COD_MAX_RESENDS) throw new AppError('TOO_MANY_REQUESTS', COD_MESSAGES.resendLimit);
    const code = newCodCode();
    const resends = confirmation.resends + 1;
    await tx
      .update(codConfirmations)
      .set({ codeHash: hashCodCode(order.id, code), resends, lastSentAt: options.now })
      .where(eq(codConfirmations.orderId, order.id));
    await queueCodCodeMessages(tx, order, code, resends, options.now);
    return { resendsLeft: COD_MAX_RESENDS - resends };
  });
}

/**
 * A staff member confirms an awaiting COD order after a phone call (even when locked), recorded on
 * the timeline as `actor` ('staff:<name>').
 * @throws AppError BAD_REQUEST when the order is not a COD order awaiting confirmation.
 */
export async function confirmCodByStaff(db: Db, options: { orderId: number; actor: string; now: Date }): Promise<void> {
  const confirmed = await db.transaction(async (tx) => {
    const { order } = await lockConfirmation(tx, options.orderId);
    if (!awaiting(order)) return false;
    if (await advanceUnpaid(tx, order)) throw new AppError('BAD_REQUEST', COD_MESSAGES.advanceUnpaid);
    return markConfirmed(tx, order.id, options.actor, options.actor, options.now);
  });
  if (!confirmed) throw notAwaiting();
}

/** Cancels an awaiting COD order (order, timeline as `actor`, coupon use released) inside `tx`; false when it was not awaiting. */
async function cancelAwaiting(tx: Tx, orderId: number, actor: string, detail: string, now: Date): Promise<OrderRow | null> {
  const [cancelled] = await tx
    .update(orders)
    .set({ orderStatus: 'cancelled', status: 'cancelled' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cod'), eq(orders.orderStatus, 'pending'), isNull(orders.codConfirmedAt)))
    .returning();
  if (!cancelled) return null;
  await tx
    .insert(orderEvents)
    .values({ orderId, type: 'status_changed', fromStatus: 'pending', toStatus: 'cancelled', actor, detail, createdAt: now });
  await releasePromotionUse(tx, orderId, now);
  return cancelled;
}

/**
 * A WhatsApp quick reply from `phone` (digits as Meta sends them, 91…) to the code message of
 * `orderId`: Confirm confirms, Cancel cancels, only when the number is the order's and it awaits
 * confirmation. Answers whether anything changed (a repeated webhook changes nothing).
 */
export async function answerCodReply(
  db: Db,
  options: { orderId: number; phone: string; reply: 'confirm' | 'cancel'; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId));
    if (!order || !awaiting(order)) return false;
    const digits = (value: string) => value.replace(/\D/g, '').slice(-10);
    if (digits(order.customerPhone) !== digits(options.phone)) return false;
    await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, order.id)).for('update');
    if (options.reply === 'confirm')
      return !(await advanceUnpaid(tx, order)) && markConfirmed(tx, order.id, 'whatsapp', 'customer (WhatsApp)', options.now);
    return (await cancelAwaiting(tx, order.id, 'customer (WhatsApp)', 'Cash on delivery cancelled by the customer', options.now)) !== null;
  });
}

/**
 * Cancels the COD orders still unconfirmed the settings' auto-cancel hours after they were placed,
 * each with an e-mail to the customer and its coupon use released; run by the cancel-unconfirmed-cod
 * job (once across instances). Answers how many were cancelled.
 */
export async function cancelUnconfirmedCodOrders(db: Db, now: Date): Promise<number> {
  const { autoCancelHours } = await getCodSettings(db);
  const cutoff = new Date(now.getTime() - autoCancelHours * 3_600_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.paymentMethod, 'cod'), eq(orders.orderStatus, 'pending'), isNull(orders.codConfirmedAt), lte(orders.createdAt, cutoff)),
    )
    .limit(500);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, id)).for('update');
      const order = await cancelAwaiting(tx, id, 'system', `Not confirmed within ${autoCancelHours} hours`, now);
      if (order) await queueCodCancelledMessage(tx, order, autoCancelHours, now);
      return order !== null;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
