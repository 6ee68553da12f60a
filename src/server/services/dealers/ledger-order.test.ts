/**
 * Ledger order (docs/decisions/060-dealer-credit-ledger.md): every path that writes a
 * balance-changing ledger row locks the dealer row first, so ordering a dealer's ledger rows by id,
 * each balance_after is the previous one plus the amount, and dealers.keychain_credits is the sum
 * of those amounts. Model-based: fast-check draws batches of top-ups (captured through markPaid,
 * some replayed), dealer orders and admin credit changes over three dealers; on PostgreSQL each
 * batch runs concurrently, on PGlite (one connection) one after another.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { testDatabaseKind, type TestDatabase } from '../../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { dealerCreditTransactions, dealers, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { insertDealer, orderBody } from '#tests/support/dealer';
import { DealerCreateOrderRequest } from '#shared/schemas/dealer-portal';
import { markPaid } from '../payments/mark-paid';
import { addDealerCredits } from './add-dealer-credits';
import { createDealerOrder } from './create-dealer-order';
import { purchaseCredits } from './purchase-credits';
import { everyDesignPrintable } from '#tests/support/printability';
import { createOptionsCache } from '../catalog/list-customization-options';

const optionsCache = createOptionsCache();

let database: TestDatabase;
withTestDatabase((db) => (database = db));

type Op =
  | { kind: 'topup'; dealer: number; credits: number }
  | { kind: 'replay'; dealer: number }
  | { kind: 'order'; dealer: number; keychains: number }
  | { kind: 'admin'; dealer: number; credits: number };

const DEALERS = 3;
const dealerIndex = fc.integer({ min: 0, max: DEALERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), dealer: dealerIndex, credits: fc.integer({ min: 10, max: 40 }) }),
  fc.record({ kind: fc.constant('replay' as const), dealer: dealerIndex }),
  fc.record({ kind: fc.constant('order' as const), dealer: dealerIndex, keychains: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('admin' as const),
    dealer: dealerIndex,
    credits: fc.integer({ min: -15, max: 25 }).filter((n) => n !== 0),
  }),
);
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 });

let paymentSeq = 0;

/** A pending credit purchase with its gateway order, ready for markPaid. */
async function openTopUp(dealerId: number, credits: number): Promise<string> {
  const db = database.db;
  const { transactionId } = await purchaseCredits(db, { dealerId, quantity: credits, now: new Date() });
  paymentSeq += 1;
  const providerOrderId = `order_model_${process.pid}_${paymentSeq}`;
  await db.insert(payments).values({
    provider: 'simulated',
    providerOrderId,
    purpose: 'dealer_credits',
    creditTransactionId: transactionId,
    amountPaise: credits * 13_000,
  });
  return providerOrderId;
}

/** Runs one operation; a refusal the shop means to give (not enough credits) is not a failure. */
async function run(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return;
    throw error;
  }
}

async function expectLedgerExplainsBalance(dealerId: number): Promise<void> {
  const rows = await database.db
    .select({
      id: dealerCreditTransactions.id,
      amount: dealerCreditTransactions.amount,
      balanceAfter: dealerCreditTransactions.balanceAfter,
    })
    .from(dealerCreditTransactions)
    .where(and(eq(dealerCreditTransactions.dealerId, dealerId), isNotNull(dealerCreditTransactions.balanceAfter)))
    .orderBy(asc(dealerCreditTransactions.id));
  let previous = 0;
  for (const row of rows) {
    expect(row.balanceAfter, `dealer ${dealerId} ledger row ${row.id}`).toBe(previous + row.amount);
    previous = row.balanceAfter!;
  }
  const [dealer] = await database.db.select({ credits: dealers.keychainCredits }).from(dealers).where(eq(dealers.id, dealerId));
  expect(dealer!.credits).toBe(rows.reduce((sum, r) => sum + r.amount, 0));
}

describe(`ledger order under random batches (${testDatabaseKind})`, () => {
  it('keeps balance_after in id order and the balance equal to the ledger sum', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const ids: number[] = [];
        for (let i = 0; i < DEALERS; i += 1) ids.push((await insertDealer(database.db, { credits: 5 })).id);
        const paid: string[][] = ids.map(() => []);
        for (const batch of plan) {
          // Gateway orders are opened before the batch, as the browser does before paying.
          const actions: (() => Promise<unknown>)[] = [];
          for (const o of batch) {
            const dealerId = ids[o.dealer]!;
            if (o.kind === 'topup') {
              const providerOrderId = await openTopUp(dealerId, o.credits);
              paid[o.dealer]!.push(providerOrderId);
              actions.push(() =>
                markPaid(database.db, { providerOrderId, providerPaymentId: `pay_${providerOrderId}`, source: 'verify', now: new Date() }),
              );
            } else if (o.kind === 'replay') {
              const earlier = paid[o.dealer]!.at(-1);
              if (earlier)
                actions.push(() =>
                  markPaid(database.db, {
                    providerOrderId: earlier,
                    providerPaymentId: `pay_${earlier}`,
                    source: 'webhook',
                    now: new Date(),
                  }),
                );
            } else if (o.kind === 'order') {
              const order = DealerCreateOrderRequest.parse(orderBody(o.keychains));
              actions.push(() =>
                createDealerOrder(database.db, { dealerId, order, now: new Date(), printability: everyDesignPrintable, optionsCache }),
              );
            } else {
              actions.push(() =>
                addDealerCredits(database.db, {
                  dealerId,
                  credits: o.credits,
                  reason: 'model test',
                  adminUserId: 'admin',
                  now: new Date(),
                }),
              );
            }
          }
          if (testDatabaseKind === 'postgres') await Promise.all(actions.map((a) => run(a)));
          else for (const a of actions) await run(a);
          for (const id of ids) await expectLedgerExplainsBalance(id);
        }
      }),
      { numRuns: testDatabaseKind === 'postgres' ? 40 : 15 },
    );
  }, 180_000);
});
