import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PayableRef } from './payable';

/** A lease older than this belongs to a dead instance and is taken over (ms). */
export const PAYABLE_LEASE_TTL_MS = 30_000;
/** How long a caller waits for another's lease before answering 409 (ms). */
export const PAYABLE_LEASE_WAIT_MS = 15_000;
const POLL_MS = 25;
const LEASE_SCOPE = 'lease:payable';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` while holding the payable's lease, across instances: a row in idempotency_keys
 * (scope 'lease:payable', key `order:12` / `dealer_credits:7`) claimed by INSERT … ON CONFLICT
 * DO NOTHING and deleted afterwards. Used to open at most one gateway order per payable: the
 * gateway call cannot sit inside a database transaction (it is a network call, and the embedded
 * PGlite has one connection that the simulated gateway also needs). docs/decisions/017. The
 * lease's stored times are read off `clock` (the shop's clock, composition-root.ts); the wait for
 * another's lease is measured in process time.
 * @throws AppError CONFLICT when the lease stays taken for PAYABLE_LEASE_WAIT_MS.
 */
export async function withPayableLease<T>(db: Db, ref: PayableRef, clock: () => Date, fn: () => Promise<T>): Promise<T> {
  const key = ref.kind === 'order' ? `order:${ref.orderId}` : `dealer_credits:${ref.transactionId}`;
  const token = randomUUID();
  const match = and(eq(idempotencyKeys.scope, LEASE_SCOPE), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + PAYABLE_LEASE_WAIT_MS;
  for (;;) {
    const now = clock();
    await db.delete(idempotencyKeys).where(and(match, lt(idempotencyKeys.expiresAt, now)));
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope: LEASE_SCOPE, key, requestHash: token, createdAt: now, expiresAt: new Date(now.getTime() + PAYABLE_LEASE_TTL_MS) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) break;
    if (Date.now() >= deadline) throw new AppError('CONFLICT', PAYMENT_MESSAGES.openingInProgress, { headers: { 'Retry-After': '1' } });
    await sleep(POLL_MS);
  }
  try {
    return await fn();
  } finally {
    await db.delete(idempotencyKeys).where(and(match, eq(idempotencyKeys.requestHash, token)));
  }
}
