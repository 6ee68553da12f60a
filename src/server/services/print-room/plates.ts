/**
 * Build plates as records (docs/print-room.md#plates, docs/decisions/042-plates-as-records.md):
 * a plate holds up to a bed's worth of queued keychains of one colour combination and moves
 * queued → printing → printed → checked; at the check each keychain passes or fails, failed
 * keychains go back to the queue, and an order is ready to ship when every keychain passed.
 * Every move is a compare-and-set on the plate's state, so of two admins moving or checking
 * the same plate one wins and the other gets 409.
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { toPlainTextField } from '#shared/free-text';
import type { CheckPlateRequest, Plate, PlateKeychainRef, PlateState } from '#shared/schemas/plates';
import type { Db } from '../../db/client';
import { orders, plateKeychains, plates } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../catalog/db-errors';
import { arrivalFrom, movePromisedDelivery } from '../shipping/promised-delivery';
import { listQueuedKeychains, printableOrderFilter } from './queued-keychains';

type PlateRow = typeof plates.$inferSelect;

/** Where the plate's 3MF is downloaded. */
export function plate3mfUrl(id: number): string {
  return `/api/admin/plates/${id}/plate.3mf`;
}

async function toPlates(db: Db, rows: readonly PlateRow[]): Promise<Plate[]> {
  if (rows.length === 0) return [];
  const keychains = await db
    .select()
    .from(plateKeychains)
    .where(
      inArray(
        plateKeychains.plateId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(plateKeychains.slot));
  const orderIds = [...new Set(keychains.map((k) => k.orderId))];
  const designs = new Map(
    orderIds.length === 0
      ? []
      : (await db.select({ id: orders.id, keychains: orders.keychains }).from(orders).where(inArray(orders.id, orderIds))).map(
          (o) => [o.id, o.keychains] as const,
        ),
  );
  const textOf = (orderId: number, index: number) => toPlainTextField(designs.get(orderId)?.[index]?.customText ?? '');
  return rows.map((row) => ({
    id: row.id,
    state: row.state as PlateState,
    colourCombination: {
      key: row.colourKey,
      displayName: row.colourName,
      fontColor: row.fontColor,
      backgroundColor: row.backgroundColor,
      textFilamentName: row.textFilamentName,
      plateFilamentName: row.plateFilamentName,
    },
    keychains: keychains
      .filter((k) => k.plateId === row.id)
      .map((k) => ({
        orderId: k.orderId,
        keychainIndex: k.keychainIndex,
        result: k.result as 'passed' | 'failed' | null,
        text: textOf(k.orderId, k.keychainIndex),
      })),
    file3mfUrl: plate3mfUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    printedAt: row.printedAt?.toISOString() ?? null,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    estimatedSeconds: row.estimatedSeconds,
    filamentGrams: row.filamentMg === null ? null : row.filamentMg / 1000,
  }));
}

/** One plate. @throws AppError NOT_FOUND. */
export async function getPlate(db: Db, id: number): Promise<Plate> {
  const [row] = await db.select().from(plates).where(eq(plates.id, id));
  if (!row) throw new AppError('NOT_FOUND', `Plate #${id} not found`);
  return (await toPlates(db, [row]))[0]!;
}

/**
 * Puts the oldest queued keychains of the selected orders on a new plate: the colour
 * combination of the oldest queued keychain (or `colourKey`'s, the queue group's), oldest first,
 * at most `perPlate` of them.
 * @throws AppError CONFLICT when none of the orders has a keychain waiting, or when another
 *   admin put the same keychains on a plate at the same moment.
 */
export async function createPlate(
  db: Db,
  options: { orderIds: readonly number[]; colourKey?: string; perPlate: number; now: Date },
): Promise<Plate> {
  const all = await listQueuedKeychains(db, { orderIds: options.orderIds });
  const queued = options.colourKey === undefined ? all : all.filter((k) => k.key === options.colourKey);
  const first = queued[0];
  if (!first) {
    const what = options.colourKey === undefined ? 'a keychain' : 'a keychain of that colour';
    throw new AppError('CONFLICT', `None of the selected orders has ${what} waiting to print`);
  }
  const members = queued.filter((k) => k.key === first.key).slice(0, options.perPlate);
  let row: PlateRow;
  try {
    row = await db.transaction(async (tx) => {
      const [plate] = await tx
        .insert(plates)
        .values({
          colourKey: first.key,
          colourName: first.colours.displayName,
          fontColor: first.colours.fontColor.toLowerCase(),
          backgroundColor: first.colours.backgroundColor.toLowerCase(),
          textFilamentName: first.filaments.text,
          plateFilamentName: first.filaments.plate,
          createdAt: options.now,
        })
        .returning();
      await tx
        .insert(plateKeychains)
        .values(members.map((k, slot) => ({ plateId: plate!.id, orderId: k.orderId, keychainIndex: k.keychainIndex, slot })));
      return plate!;
    });
  } catch (error) {
    // plate_keychains_live_idx: a keychain is on one live plate only.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'These keychains were just put on another plate. Refresh the queue.');
    throw error;
  }
  return (await toPlates(db, [row]))[0]!;
}

const NEXT: Partial<Record<PlateState, { to: PlateState; stamp: 'startedAt' | 'printedAt' }>> = {
  queued: { to: 'printing', stamp: 'startedAt' },
  printing: { to: 'printed', stamp: 'printedAt' },
};

/**
 * Moves plate `id` from `from` to the next state (queued → printing, printing → printed).
 * @throws AppError NOT_FOUND; CONFLICT when the plate is not in `from` (someone moved it first).
 */
export async function advancePlate(db: Db, options: { id: number; from: 'queued' | 'printing'; now: Date }): Promise<Plate> {
  const next = NEXT[options.from]!;
  const [moved] = await db
    .update(plates)
    .set({ state: next.to, [next.stamp]: options.now })
    .where(and(eq(plates.id, options.id), eq(plates.state, options.from)))
    .returning();
  if (!moved) {
    const current = await getPlate(db, options.id);
    throw new AppError('CONFLICT', `Plate #${options.id} is ${current.state}, not ${options.from}`);
  }
  return (await toPlates(db, [moved]))[0]!;
}

const refKey = (k: PlateKeychainRef) => `${k.orderId}:${k.keychainIndex}`;

/**
 * Quality check of a printed plate: the `failed` keychains fail (and return to the queue), the
 * others pass. Once per plate. An order with a failed keychain is reprinted from `now`: when
 * that pushes its promised arrival later the customer is told (docs/product.md#promised-date).
 * @throws AppError NOT_FOUND; CONFLICT when the plate is not printed (not yet, or already
 *   checked by someone else); BAD_REQUEST naming a failed keychain that is not on the plate.
 */
export async function checkPlate(db: Db, options: { id: number; check: CheckPlateRequest; now: Date }): Promise<Plate> {
  const checked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(plates)
      .set({ state: 'checked', checkedAt: options.now })
      .where(and(eq(plates.id, options.id), eq(plates.state, 'printed')))
      .returning();
    if (!row) return null;
    const onPlate = await tx.select().from(plateKeychains).where(eq(plateKeychains.plateId, options.id));
    const present = new Set(onPlate.map(refKey));
    const stranger = options.check.failed.find((k) => !present.has(refKey(k)));
    if (stranger)
      throw new AppError(
        'BAD_REQUEST',
        `Keychain ${stranger.keychainIndex + 1} of order #${stranger.orderId} is not on plate #${options.id}`,
      );
    const failed = new Set(options.check.failed.map(refKey));
    for (const k of onPlate) {
      await tx
        .update(plateKeychains)
        .set({ result: failed.has(refKey(k)) ? 'failed' : 'passed' })
        .where(
          and(
            eq(plateKeychains.plateId, k.plateId),
            eq(plateKeychains.orderId, k.orderId),
            eq(plateKeychains.keychainIndex, k.keychainIndex),
          ),
        );
    }
    // A reprint starts today: the customer hears once if that pushes the promised day later.
    const failedPerOrder = new Map<number, number>();
    for (const k of onPlate.filter((k) => failed.has(refKey(k)))) failedPerOrder.set(k.orderId, (failedPerOrder.get(k.orderId) ?? 0) + 1);
    for (const [orderId, keychains] of failedPerOrder) {
      await movePromisedDelivery(tx, {
        orderId,
        newDate: arrivalFrom(options.now),
        reason: { kind: 'quality_check_failed', keychains },
        now: options.now,
      });
    }
    return row;
  });
  if (!checked) {
    const current = await getPlate(db, options.id);
    throw new AppError('CONFLICT', `Plate #${options.id} is ${current.state}: only a printed plate is checked, once`);
  }
  return (await toPlates(db, [checked]))[0]!;
}

/** Plates made since `since`, newest first. */
export async function listPlates(db: Db, options: { since: Date }): Promise<Plate[]> {
  const rows = await db.select().from(plates).where(gte(plates.createdAt, options.since)).orderBy(desc(plates.createdAt), desc(plates.id));
  return toPlates(db, rows);
}

/** Midnight in Asia/Kolkata (UTC+5:30, no daylight saving) at or before `now`: the print room's day. */
export function startOfPrintDay(now: Date): Date {
  const offsetMs = 330 * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs);
}

/**
 * Print progress of printable orders ("3 of 4 printed"): keychains passed at quality check out
 * of the order's keychains; ready to ship when all passed. Of `orderIds` only when given.
 */
export async function listOrderPrintProgress(db: Db, options: { orderIds?: readonly number[] } = {}) {
  const filter = options.orderIds ? and(printableOrderFilter(), inArray(orders.id, [...options.orderIds])) : printableOrderFilter();
  const rows = await db
    .select({
      orderId: orders.id,
      total: sql<number>`jsonb_array_length(${orders.keychains})`.mapWith(Number),
      passed:
        sql<number>`(select count(*) from ${plateKeychains} where ${plateKeychains.orderId} = ${orders.id} and ${plateKeychains.result} = 'passed')`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(filter)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => ({ ...r, readyToShip: r.total > 0 && r.passed >= r.total }));
}

/** Orders whose every keychain passed quality check: the only ones "Ready to ship". */
export async function listReadyToShip(db: Db) {
  return (await listOrderPrintProgress(db)).filter((p) => p.readyToShip);
}

/** The sums of the plates' slicer estimates (plates not sliced count 0). */
export function plateTotals(list: readonly Plate[]): { estimatedSeconds: number; filamentGrams: number } {
  return {
    estimatedSeconds: list.reduce((n, p) => n + (p.estimatedSeconds ?? 0), 0),
    filamentGrams: Math.round(list.reduce((n, p) => n + (p.filamentGrams ?? 0), 0) * 1000) / 1000,
  };
}
