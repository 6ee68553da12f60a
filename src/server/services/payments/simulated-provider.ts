/**
 * The simulated gateway (offline default): stands in for Razorpay's servers, keeping its own
 * orders and payments in the simulated_gateway_* tables, and signs exactly as Razorpay does so
 * that verify, webhook and reconciliation run the same code in both modes.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { simulatedGatewayOrders, simulatedGatewayPayments } from '../../db/schema/index';
import { PAYMENT_MESSAGES, type SimulatedCompleteResponse } from '#shared/schemas/payment';
import type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider';
import { hmacSha256Hex, signPayment } from './signature';

/** Delivers one signed webhook to the app (the composition root hands the webhook service in: no network). */
export type WebhookSink = (rawBody: string, headers: Record<string, string>) => Promise<void>;

/** The public key id the simulated checkout reports. */
export const SIMULATED_KEY_ID = 'rzp_test_simulated';

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex')}`;
}

/** Razorpay's payment entity for an attempt on a simulated gateway order (amount in paise). */
function paymentEntity(order: { id: string; amountPaise: number; currency: string }, paymentId: string): Record<string, unknown> {
  return {
    id: paymentId,
    entity: 'payment',
    amount: order.amountPaise,
    currency: order.currency,
    order_id: order.id,
    method: 'simulated',
    error_description: null,
  };
}

/** PaymentProvider whose "gateway" is a pair of local tables (amounts in paise). */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated' as const;
  readonly keyId = SIMULATED_KEY_ID;
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly db: Db;
  private readonly webhookSink: WebhookSink | undefined;
  /** Tests that exercise verify alone turn the gateway's webhooks off. */
  sendsWebhooks = true;
  private readonly deliveries = new Set<Promise<void>>();

  /**
   * `db` holds the gateway's tables; `webhookSink`, when given, receives webhooks like
   * Razorpay's after each simulated payment.
   */
  constructor(options: { secret: string; db: Db; webhookSink?: WebhookSink }) {
    this.keySecret = options.secret;
    this.webhookSecret = options.secret;
    this.db = options.db;
    this.webhookSink = options.webhookSink;
  }

  /** Resolves when every webhook sent so far has been delivered (tests, shutdown). */
  async webhooksDelivered(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  /**
   * Sends Razorpay-shaped events for a settled attempt to the webhook sink, asynchronously and
   * in order, each signed as Razorpay signs (hex HMAC-SHA256 of the raw body under the webhook
   * secret, `x-razorpay-signature`) with its own `x-razorpay-event-id`. A failed delivery is
   * not retried: reconciliation settles the payment anyway.
   */
  private sendWebhooks(events: { event: string; payment: Record<string, unknown> }[]): void {
    const sink = this.webhookSink;
    if (!sink || !this.sendsWebhooks) return;
    const delivery = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const { event, payment } of events) {
        const rawBody = JSON.stringify({
          entity: 'event',
          account_id: 'acc_simulated',
          event,
          contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
          payload: { payment: { entity: payment } },
          // The gateway's own clock (Razorpay stamps its events), not the shop's.
          created_at: Math.floor(Date.now() / 1000),
        });
        await sink(rawBody, {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacSha256Hex(this.webhookSecret, rawBody),
          'x-razorpay-event-id': randomId('evt_sim_'),
        });
      }
    })()
      .catch(() => undefined)
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  async createOrder(input: { amountPaise: number; currency: string; receipt: string }): Promise<ProviderOrder> {
    const [order] = await this.db
      .insert(simulatedGatewayOrders)
      .values({ id: randomId('order_sim_'), amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt })
      .returning();
    return { id: order!.id, amount: order!.amountPaise, currency: order!.currency, status: 'created' };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const rows = await this.db
      .select({ payment: simulatedGatewayPayments, currency: simulatedGatewayOrders.currency })
      .from(simulatedGatewayPayments)
      .innerJoin(simulatedGatewayOrders, eq(simulatedGatewayOrders.id, simulatedGatewayPayments.orderId))
      .where(eq(simulatedGatewayPayments.orderId, providerOrderId))
      .orderBy(asc(simulatedGatewayPayments.createdAt));
    return rows.map(({ payment: p, currency }) => ({
      id: p.id,
      orderId: p.orderId,
      status: p.status as ProviderPayment['status'],
      amount: p.amountPaise,
      currency,
      ...(p.errorDescription ? { errorDescription: p.errorDescription } : {}),
    }));
  }

  /**
   * Settles one attempt at the gateway, as the customer's bank would: `success` records a
   * captured payment and answers Razorpay Checkout's handler fields, signed with the key
   * secret; `failure` records a declined payment and answers Razorpay's `payment.failed` error.
   * @throws AppError NOT_FOUND for an unknown gateway order, CONFLICT when it is already paid.
   */
  async completePayment(input: { providerOrderId: string; outcome: 'success' | 'failure' }): Promise<SimulatedCompleteResponse> {
    const db = this.db;
    const [order] = await db.select().from(simulatedGatewayOrders).where(eq(simulatedGatewayOrders.id, input.providerOrderId));
    if (!order) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.providerOrderNotFound);
    const [paid] = await db
      .select({ id: simulatedGatewayPayments.id })
      .from(simulatedGatewayPayments)
      .where(and(eq(simulatedGatewayPayments.orderId, order.id), eq(simulatedGatewayPayments.status, 'captured')))
      .limit(1);
    if (paid) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);

    const paymentId = randomId('pay_sim_');
    if (input.outcome === 'success') {
      await db
        .insert(simulatedGatewayPayments)
        .values({ id: paymentId, orderId: order.id, status: 'captured', amountPaise: order.amountPaise });
      const entity = { ...paymentEntity(order, paymentId), status: 'captured' };
      this.sendWebhooks([
        { event: 'payment.captured', payment: entity },
        { event: 'order.paid', payment: entity },
      ]);
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signPayment(this.keySecret, order.id, paymentId),
      };
    }
    await db.insert(simulatedGatewayPayments).values({
      id: paymentId,
      orderId: order.id,
      status: 'failed',
      amountPaise: order.amountPaise,
      errorDescription: PAYMENT_MESSAGES.simulatedDeclined,
    });
    this.sendWebhooks([
      {
        event: 'payment.failed',
        payment: { ...paymentEntity(order, paymentId), status: 'failed', error_description: PAYMENT_MESSAGES.simulatedDeclined },
      },
    ]);
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: PAYMENT_MESSAGES.simulatedDeclined,
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: paymentId },
      },
    };
  }
}
