/**
 * Dealer bearer tokens (docs/product.md#security): 32 random bytes, stored as SHA-256, 30-day
 * expiry, revocable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dealerTokens, dealers } from '../../db/schema/index';

/** How long a dealer token lives. */
export const DEALER_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type DealerRow = typeof dealers.$inferSelect;

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issues a token for a dealer; only its hash is stored. */
export async function issueDealerToken(db: Db | Tx, dealerId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(dealerTokens)
    .values({ dealerId, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + DEALER_TOKEN_TTL_MS) });
  return token;
}

/** The active dealer a live (unexpired, unrevoked) token belongs to, or null. */
export async function findDealerByToken(db: Db, token: string, now: Date): Promise<DealerRow | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({ dealer: dealers })
    .from(dealerTokens)
    .innerJoin(dealers, eq(dealers.id, dealerTokens.dealerId))
    .where(
      and(
        eq(dealerTokens.tokenHash, tokenHash(token)),
        isNull(dealerTokens.revokedAt),
        gt(dealerTokens.expiresAt, now),
        eq(dealers.isActive, true),
      ),
    );
  return row?.dealer ?? null;
}

/** Revokes one token (logout). */
export async function revokeDealerToken(db: Db | Tx, token: string, now: Date): Promise<void> {
  await db
    .update(dealerTokens)
    .set({ revokedAt: now })
    .where(and(eq(dealerTokens.tokenHash, tokenHash(token)), isNull(dealerTokens.revokedAt)));
}

/** Revokes every live token of a dealer (PIN reset, deactivation). */
export async function revokeDealerTokens(db: Db | Tx, dealerId: number, now: Date): Promise<void> {
  await db
    .update(dealerTokens)
    .set({ revokedAt: sql`coalesce(${dealerTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(dealerTokens.dealerId, dealerId), isNull(dealerTokens.revokedAt)));
}
