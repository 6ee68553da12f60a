/**
 * The Idempotency-Key store (IETF httpapi idempotency-key draft, Stripe's semantics;
 * docs/decisions/017): one `idempotency_keys` row per (scope, key), claimed by
 * `INSERT … ON CONFLICT DO NOTHING` before the request runs, so concurrent duplicates run once.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/** How long a key and its answer are kept (24 h, as Stripe). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no answer after this long belongs to a request that died with its instance: it may be taken over. */
export const IDEMPOTENCY_ABANDONED_MS = 60 * 1000;

/** What claiming a key found. */
export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'mismatch' } | { kind: 'in-progress' };

/**
 * Claims (scope, key) for a request with `requestHash`, or says what an earlier request with the
 * same key left: its stored answer, a different request (mismatch), or still running. Expired
 * keys and abandoned claims are removed first.
 */
export async function claimIdempotencyKey(
  db: Db,
  options: { scope: string; key: string; requestHash: string; now: Date },
): Promise<IdempotencyClaim> {
  const now = options.now;
  const match = and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          match,
          or(
            lt(idempotencyKeys.expiresAt, now),
            and(isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS))),
          ),
        ),
      );
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        scope: options.scope,
        key: options.key,
        requestHash: options.requestHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(match);
    if (!row) continue; // released between our insert and select: claim again
    if (row.requestHash !== options.requestHash) return { kind: 'mismatch' };
    if (row.responseStatus === null) return { kind: 'in-progress' };
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  }
  return { kind: 'in-progress' };
}

/** Stores the answer of the request that holds the claim. */
export async function saveIdempotentResponse(
  db: Db,
  options: { scope: string; key: string; status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: options.status, responseBody: options.body ?? null })
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key), isNull(idempotencyKeys.responseStatus)));
}

/** Releases a claim whose request failed with a 5xx, so a retry runs again. */
export async function releaseIdempotencyKey(db: Db, options: { scope: string; key: string }): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key), isNull(idempotencyKeys.responseStatus)));
}
