/**
 * One clock (docs/architecture.md "Composition root"): the app built with a fixed clock dates
 * every record of a paid order by it — the order, its gateway order and capture, the timeline
 * (paid, confirmed), the buyer's purchase figures, the invoice and the queued e-mails — and the
 * job runs, never by the process's or the database's time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/setup/test-db';
import {
  customerRegistry,
  emailOutbox,
  jobFailures,
  jobStatus,
  orderEvents,
  orders,
  paymentEvents,
  payments,
  taxDocuments,
  users,
} from './db/schema/index';
import { runJobAttempt } from './services/jobs/job-bookkeeping';
import { jobContextOf } from './services/jobs/start-jobs';
import { loginCookie } from '#tests/support/admin';
import { payAtTheBank, signedInCustomer, verifyAtTheShop } from '#tests/support/shop';
import type { SimulatedPaymentProvider } from './services/payments/simulated-gateway';

/** Years away from any real time, so a stray system or database time cannot pass for it. */
const AT = new Date('2031-02-03T04:05:06.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => AT });
});
afterAll(async () => {
  await t.close();
});

describe('the composition root’s clock', () => {
  it('dates a paid order: created, gateway order, capture, timeline, purchase record, invoice, e-mails', async () => {
    const db = t.database.db;
    const customer = await signedInCustomer(t.app, db);
    const order = await payAtTheBank(t.app, { cookie: customer.cookie });
    expect((await verifyAtTheShop(t.app, order)).statusCode).toBe(200);
    // The simulated gateway's webhooks arrive too (a no-op capture, but their events are stored).
    await (t.app.services.payments as SimulatedPaymentProvider).webhooksDelivered();

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'completed', orderStatus: 'confirmed', createdAt: AT });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'captured', createdAt: AT, capturedAt: AT });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.type, e.toStatus, e.createdAt])).toEqual([
      ['paid', 'completed', AT],
      ['status_changed', 'confirmed', AT],
    ]);

    const [buyer] = await db.select().from(users).where(eq(users.id, customer.userId));
    expect(buyer).toMatchObject({ totalOrders: 1, lastOrderAt: AT });
    const [registry] = await db.select().from(customerRegistry).where(eq(customerRegistry.userId, customer.userId));
    expect(registry).toMatchObject({ firstPurchaseAt: AT, lastActivityAt: AT });

    const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    expect(invoice).toMatchObject({ kind: 'invoice', issuedAt: AT });
    const mails = await db.select().from(emailOutbox);
    expect(mails.map((m) => [m.kind, m.createdAt, m.nextAttemptAt])).toEqual([
      ['order_confirmation', AT, AT],
      ['shop_new_order', AT, AT],
    ]);
    const webhooks = await db.select().from(paymentEvents);
    expect(webhooks.length).toBeGreaterThan(0);
    expect(webhooks.every((e) => e.receivedAt.getTime() === AT.getTime())).toBe(true);

    const admin = await loginCookie(t.app);
    const timeline = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/timeline`, headers: { cookie: admin } });
    expect(timeline.json<{ at: string; detail: string | null }[]>().map((e) => e.at)).toEqual(Array(4).fill(AT.toISOString()));
  });

  it('dates a job run and its failure', async () => {
    const failing = {
      name: 'clock-probe',
      intervalMs: 60_000,
      retryLimit: 0,
      retryDelayMs: 0,
      run: () => Promise.reject(new Error('probe')),
    };
    await expect(runJobAttempt(failing, jobContextOf(t.app, undefined), { attempt: 1, runner: 'in-process' })).rejects.toThrow('probe');
    const [status] = await t.database.db.select().from(jobStatus).where(eq(jobStatus.name, 'clock-probe'));
    expect(status).toMatchObject({ lastStartedAt: AT, lastFinishedAt: AT, lastFailureAt: AT });
    const [failure] = await t.database.db.select().from(jobFailures).where(eq(jobFailures.name, 'clock-probe'));
    expect(failure).toMatchObject({ failedAt: AT });
  });
});

describe('the composition root’s configuration', () => {
  it('reaches plugins as options: the app decorates its engines, not the config (docs/decisions/131-config-as-plugin-options.md)', () => {
    expect(t.app.hasDecorator('services')).toBe(true);
    expect(t.app.hasDecorator('config')).toBe(false);
    expect(t.app.services.config).toBe(t.config);
  });
});
