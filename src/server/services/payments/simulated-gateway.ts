/**
 * The simulated gateway (offline default): stands in for Razorpay's servers, keeping its own
 * orders and payments in the simulated_gateway_* tables, and signs exactly as Razorpay does so
 * that verify, webhook and reconciliation run the same code in both modes.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { simulatedGatewayOrders, simulatedGatewayPayments, simulatedGatewayRefunds } from '../../db/schema/index';
import { PAYMENT_MESSAGES, type SimulatedCompleteResponse } from '#shared/schemas/payment';
import type { PaymentProvider, ProviderOrder, ProviderPayment, ProviderRefund, RefundInput } from './provider';
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
  readonly name = 'simulated';
  readonly capabilities = { checkout: 'simulated-sheet', simulated: true } as const;
  readonly keyId = SIMULATED_KEY_ID;
  readonly keySecret: string;
  readonly webhookSecret: string;
  private readonly db: Db;
  private readonly webhookSink: WebhookSink | undefined;
  /** Tests that exercise verify alone turn the gateway's webhooks off. */
  sendsWebhooks = true;
  /**
   * Faults of the refund API, for tests and trying things by hand: `unavailable` answers as an
   * unreachable gateway (nothing refunded), `declined` accepts the refund and later reports it
   * `refund.failed`.
   */
  refundFault: 'none' | 'unavailable' | 'declined' = 'none';
  /**
   * When the refund's webhook goes out: `after` the API answer (as usual), or `before` it (the
   * gateway's event overtakes its own answer, which Razorpay does not rule out).
   */
  refundWebhook: 'after' | 'before' = 'after';
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
    this.deliver(
      events.map(({ event, payment }) => ({
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: { payment: { entity: payment } },
      })),
    );
  }

  /** Signs one event body as Razorpay does and hands it to the sink (awaited). */
  private async post(event: { event: string; contains: string[]; payload: Record<string, unknown> }): Promise<void> {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_simulated',
      ...event,
      // The gateway's own clock (Razorpay stamps its events), not the shop's.
      created_at: Math.floor(Date.now() / 1000),
    });
    await this.webhookSink!(rawBody, {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(this.webhookSecret, rawBody),
      'x-razorpay-event-id': randomId('evt_sim_'),
    });
  }

  /** Sends events asynchronously and in order; a failed delivery is not retried (reconciliation settles anyway). */
  private deliver(events: { event: string; contains: string[]; payload: Record<string, unknown> }[], before?: () => Promise<void>): void {
    if (!this.webhookSink || !this.sendsWebhooks) return;
    const delivery = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await before?.();
      for (const event of events) await this.post(event);
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

  /**
   * Refunds part or all of a captured simulated payment, as Razorpay's refund API does: the
   * amount must be at most what the payment still holds. The refund starts `pending`; the gateway
   * then processes it (or, with refundFault `declined`, fails it) and sends the signed
   * `refund.processed` / `refund.failed` webhook, after its answer or, with refundWebhook
   * `before`, before it.
   * @throws AppError GATEWAY_UNAVAILABLE with refundFault `unavailable`; BAD_REQUEST for an
   * unknown or uncaptured payment or an amount beyond what it holds.
   */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    if (this.refundFault === 'unavailable') {
      throw new AppError('GATEWAY_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable, {
        cause: new Error('simulated gateway: refunds down'),
      });
    }
    const [payment] = await this.db.select().from(simulatedGatewayPayments).where(eq(simulatedGatewayPayments.id, input.providerPaymentId));
    if (!payment || payment.status !== 'captured') {
      throw new AppError('BAD_REQUEST', 'The payment provider refused the refund: the payment is not captured');
    }
    const [refunded] = await this.db
      .select({ paise: sql<number>`coalesce(sum(${simulatedGatewayRefunds.amountPaise}), 0)::int` })
      .from(simulatedGatewayRefunds)
      .where(and(eq(simulatedGatewayRefunds.paymentId, payment.id), ne(simulatedGatewayRefunds.status, 'failed')));
    if (input.amountPaise > payment.amountPaise - Number(refunded!.paise)) {
      throw new AppError(
        'BAD_REQUEST',
        'The payment provider refused the refund: the total refund amount is greater than the payment amount',
      );
    }
    const id = randomId('rfnd_sim_');
    await this.db.insert(simulatedGatewayRefunds).values({
      id,
      paymentId: payment.id,
      amountPaise: input.amountPaise,
      status: 'pending',
      receipt: input.receipt,
      notes: input.notes,
    });
    const answer: ProviderRefund = { id, paymentId: payment.id, amount: input.amountPaise, status: 'pending', notes: input.notes };
    const outcome = this.refundFault === 'declined' ? 'failed' : 'processed';
    const settle = async () => {
      await this.db.update(simulatedGatewayRefunds).set({ status: outcome }).where(eq(simulatedGatewayRefunds.id, id));
    };
    const event = {
      event: `refund.${outcome}`,
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id,
            entity: 'refund',
            amount: input.amountPaise,
            currency: 'INR',
            payment_id: payment.id,
            notes: input.notes,
            receipt: input.receipt,
            status: outcome,
            speed_requested: 'normal',
          },
        },
        payment: { entity: { id: payment.id, entity: 'payment', amount: payment.amountPaise, currency: 'INR', order_id: payment.orderId } },
      },
    };
    if (this.refundWebhook === 'before' && this.webhookSink && this.sendsWebhooks) {
      await settle();
      await this.post(event);
      // The answer was written before the event went out: it still says pending.
      return answer;
    }
    if (this.webhookSink && this.sendsWebhooks) this.deliver([event], settle);
    else await settle();
    return answer;
  }

  async fetchRefund(providerPaymentId: string, providerRefundId: string): Promise<ProviderRefund> {
    const [refund] = await this.db
      .select()
      .from(simulatedGatewayRefunds)
      .where(and(eq(simulatedGatewayRefunds.id, providerRefundId), eq(simulatedGatewayRefunds.paymentId, providerPaymentId)));
    if (!refund) throw new AppError('NOT_FOUND', 'The payment provider knows no such refund');
    return {
      id: refund.id,
      paymentId: refund.paymentId,
      amount: refund.amountPaise,
      status: refund.status as ProviderRefund['status'],
      notes: refund.notes,
    };
  }
}
