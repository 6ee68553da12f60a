/**
 * Credits under concurrency on PostgreSQL (docs/decisions/060-dealer-credit-ledger.md,
 * docs/decisions/023-several-instances.md): two app instances on two pools to one database,
 * requests over real HTTP. Each scenario runs 20 rounds with fresh state: one green run proves
 * nothing (a check-then-insert credit path passes one run in three).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../../tests/setup/test-db';
import { dealerToken, expectLedgerExplains, insertDealer, orderBody } from '#tests/support/dealer';
import { hmacSha256Hex } from '../payments/signature';

const ROUNDS = 20;

describe.skipIf(!process.env.TEST_DATABASE_URL)('dealer credits under concurrency (two instances, PostgreSQL)', () => {
  let database: TestDatabase;
  let second: Database;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  const config = testConfig();

  beforeAll(async () => {
    database = await createTestDatabase();
    second = openPostgres(database.url!, { max: 20 });
    for (const db of [database, second]) {
      const app = await buildApp({ config, database: db, rateLimit: false, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      apps.push(app);
      bases.push(`http://127.0.0.1:${address.port}`);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
  });

  const post = (i: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${bases[i % 2]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  /** The ledger explains the dealer's credits, which are `balance`. */
  async function expectBalance(dealerId: number, balance: number): Promise<void> {
    const rows = await expectLedgerExplains(database.db, dealerId);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(balance);
  }

  it('200 simultaneous orders against 50 credits: exactly 50 succeed, balance 0, ledger explains every credit (20 rounds)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const dealer = await insertDealer(database.db, { pin: '4827', pepper: config.pinPepper, credits: 50 });
      const token = await dealerToken(apps[0]!, dealer.phoneNumber, '4827');
      const body = orderBody(1);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(i, '/api/dealer/create-order', body, { authorization: `Bearer ${token}` })),
      );
      const codes = responses.map((r) => r.status);
      const texts = await Promise.all(responses.map((r) => r.json() as Promise<{ message?: string }>));
      expect(
        codes.filter((c) => c === 201),
        `round ${round}`,
      ).toHaveLength(50);
      // The other 150 are refused: "no credits", or, when the flood outlasts the pool's wait on a
      // loaded host, the documented retryable 503 with Retry-After (docs/product.md#faults) —
      // never a second success, never another error.
      const tally = `round ${round}: ${JSON.stringify(Object.fromEntries(codes.map((c) => [c, codes.filter((d) => d === c).length])))}`;
      expect(
        codes.filter((c) => c === 409 || c === 503),
        tally,
      ).toHaveLength(150);
      expect(codes.filter((c) => c === 503).length, tally).toBeLessThanOrEqual(20);
      expect(responses.filter((r) => r.status === 503).every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
      expect(texts.filter((b, i) => codes[i] === 409).every((b) => b.message === 'You need 1 credits but only have 0')).toBe(true);
      await expectBalance(dealer.id, 0);
      const [d] = await database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(d).toMatchObject({ keychainCredits: 0, totalCreditsUsed: 50, totalOrders: 50 });
    }
  }, 120_000);

  it('one payment verified 10 times at once plus 3 webhook deliveries adds the credits once (20 rounds)', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const dealer = await insertDealer(database.db, { pin: '4827', pepper: config.pinPepper });
      const auth = { authorization: `Bearer ${await dealerToken(apps[0]!, dealer.phoneNumber, '4827')}` };
      const { transactionId } = (await (await post(0, '/api/dealer/purchase-credits', { quantity: 10, amount: 1300 }, auth)).json()) as {
        transactionId: number;
      };
      const { orderId } = (await (await post(1, '/api/dealer/create-payment-order', { transactionId }, auth)).json()) as {
        orderId: string;
      };
      const fields = (await (
        await post(0, '/api/payments/simulated/complete', { providerOrderId: orderId, outcome: 'success' })
      ).json()) as Record<string, string>;
      const webhook = JSON.stringify({
        event: 'payment.captured',
        // Razorpay always sends the amount (paise) and currency; the webhook checks them.
        payload: { payment: { entity: { id: fields.razorpay_payment_id, order_id: orderId, amount: 130000, currency: 'INR' } } },
      });
      const signature = hmacSha256Hex(config.simulatedSecret, webhook);
      const calls = [
        ...Array.from({ length: 10 }, (_, i) => post(i, '/api/dealer/verify-payment', { ...fields, transactionId }, auth)),
        ...Array.from({ length: 3 }, (_, i) =>
          post(i, '/api/payments/webhook', webhook, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_${round}_${i}` }),
        ),
      ];
      const responses = await Promise.all(calls);
      expect(
        responses.map((r) => r.status),
        `round ${round}`,
      ).toEqual(Array(13).fill(200));
      const verified = (await Promise.all(responses.slice(0, 10).map((r) => r.json()))) as { credits: number; balance: number }[];
      expect(verified.every((v) => v.credits === 10 && v.balance === 10)).toBe(true);
      await expectBalance(dealer.id, 10);
      const [d] = await database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
      expect(d).toMatchObject({ keychainCredits: 10, totalCreditsEarned: 10, totalPurchasesPaise: 130_000 });
    }
  }, 120_000);
});
