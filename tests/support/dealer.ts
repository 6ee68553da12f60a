/** Helpers of the dealer tests: a dealer row with a PIN and credits, a logged-in token, an order body, the ledger check. */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client';
import { dealerCreditTransactions, dealers } from '#server/db/schema/index';
import { hashPin } from '#server/services/dealers/pin-hash';
import { issueSetupCode } from '#server/services/dealers/setup-code';
import { jsonHeaders } from './admin';

let seq = 0;

/** A unique 10-digit phone number. */
export function uniquePhone(): string {
  seq += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(6, '0')}`;
}

/** Inserts a dealer (optionally with a PIN and credits, the credits explained by a ledger row). */
export async function insertDealer(
  db: Db,
  options: { pin?: string; pepper?: string; credits?: number; isActive?: boolean; phoneNumber?: string } = {},
): Promise<typeof dealers.$inferSelect> {
  const phoneNumber = options.phoneNumber ?? uniquePhone();
  const [row] = await db
    .insert(dealers)
    .values({
      businessName: `Shop ${phoneNumber}`,
      ownerName: 'Asha Rao',
      phoneNumber,
      email: `dealer${phoneNumber}@example.in`,
      businessAddress: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' },
      isActive: options.isActive ?? true,
      pinHash: options.pin ? await hashPin(options.pepper ?? '', options.pin) : null,
    })
    .returning();
  if (options.credits) await grantCredits(db, row!.id, options.credits);
  const [fresh] = await db.select().from(dealers).where(eq(dealers.id, row!.id));
  return fresh!;
}

/** Issues a one-time setup code for a dealer (as the admin's create or reset-pin does) and returns it. */
export async function giveSetupCode(db: Db, dealerId: number, pepper: string, now = new Date()): Promise<string> {
  return (await issueSetupCode(db, { dealerId, pepper, now, reason: 'pin_reset' })).setupCode;
}

/** Sets a dealer's balance to `credits` with its ledger row (test setup). */
export async function grantCredits(db: Db, dealerId: number, credits: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [d] = await tx
      .update(dealers)
      .set({
        keychainCredits: sql`${dealers.keychainCredits} + ${credits}`,
        totalCreditsEarned: sql`${dealers.totalCreditsEarned} + ${credits}`,
      })
      .where(eq(dealers.id, dealerId))
      .returning({ balance: dealers.keychainCredits });
    await tx.insert(dealerCreditTransactions).values({
      dealerId,
      type: 'admin_adjustment',
      amount: credits,
      balanceAfter: d!.balance,
      paymentStatus: 'completed',
      adminReason: 'test setup',
    });
  });
}

/**
 * Expects dealer `dealerId`'s ledger to explain its balance (docs/decisions/060-dealer-credit-ledger.md):
 * each row that moved the balance (balance_after set) holds the previous balance plus its amount,
 * and the last one is the dealer's credits. Answers those rows, oldest first.
 */
export async function expectLedgerExplains(db: Db, dealerId: number): Promise<(typeof dealerCreditTransactions.$inferSelect)[]> {
  const rows = await db
    .select()
    .from(dealerCreditTransactions)
    .where(and(eq(dealerCreditTransactions.dealerId, dealerId), isNotNull(dealerCreditTransactions.balanceAfter)))
    .orderBy(asc(dealerCreditTransactions.id));
  let balance = 0;
  for (const row of rows) {
    balance += row.amount;
    expect(row.balanceAfter).toBe(balance);
  }
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  expect(dealer!.keychainCredits).toBe(balance);
  return rows;
}

/** Logs a dealer in and returns the bearer token. */
export async function dealerToken(app: FastifyInstance, phoneNumber: string, pin: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dealer/login',
    payload: { phoneNumber, pin },
    headers: jsonHeaders,
    remoteAddress: `10.9.${seq % 250}.${(seq * 7) % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`dealer login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A valid create-order body with `count` keychains. */
export function orderBody(count: number): Record<string, unknown> {
  return {
    customerName: 'Ravi Kumar',
    customerEmail: 'ravi@example.in',
    customerPhone: '+91 9876543210',
    shippingAddress: { street: '12 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India' },
    quantity: count,
    keychains: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      customText: `Ravi${i}`,
      fontFamily: 'bangers',
      textColor: 'yellow',
      colorCombination: { fontColor: '#fbbf24', backgroundColor: '#000000', displayName: 'Yellow' },
    })),
  };
}

/** As the dealer holding `token` (Bearer): GET `url`, or with `payload` POST it as JSON. */
export function asDealerOf(app: FastifyInstance, token: string, url: string, payload?: object) {
  return app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    payload,
    headers: payload ? { ...jsonHeaders, authorization: `Bearer ${token}` } : { authorization: `Bearer ${token}` },
  });
}
