/** Shop orders (docs/product.md#customer-calls POST /api/orders). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateOrderRequest, CreateOrderResponse, OrderConfirmationRequest, OrderConfirmationResponse } from '#shared/schemas/order';
import { idempotent } from '../../plugins/idempotency';
import { canAccessOrder, grantOrderCapability, readClientId } from '../../plugins/order-access';
import { checkAddressPin } from '../../services/pincodes/check-address-pin';
import { placeOrder } from '../../services/orders/place-order';
import { quoteOrder } from '../../services/promotions/quote-order';
import { OrderQuoteRequest, OrderQuoteResponse } from '#shared/schemas/promotion';
import { assertCheckoutOpen } from '../../services/settings/business-settings';
import type { PrintabilityChecker } from '../../services/stl/printability-guard';
import type { OptionsCache } from '../../services/catalog/list-customization-options';
import type { PdfFonts } from '../../services/pdf/pdf-fonts';
import { getOrderConfirmation } from '../../services/orders/get-order-confirmation';
import { getOrderTaxDocumentPdf } from '../../services/invoices/get-tax-document-pdf';
import { AdminOrderIdParams } from '#shared/schemas/admin-orders';
import { PAYMENT_MESSAGES } from '#shared/schemas/payment';
import { AppError } from '../../lib/app-error';
import { z } from 'zod';
import { CodConfirmationRequest } from '#shared/schemas/cod';
import { confirmCodWithCode, resendCodCode } from '../../services/cod/cod-confirmation';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';
import type { ShippingProvider } from '../../services/shipping/provider';
import type { PincodeDirectory } from '../../services/pincodes/pincode-directory';
import { perMinuteLimits } from '../../lib/route-rate-limit';

/**
 * POST /api/orders: validate, price on the server, store as pending, answer the id and a
 * capability cookie for the new order (a replayed answer grants it again: the first answer may
 * be the one that got lost).
 */
export async function orderRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    now: Clock;
    shipping: ShippingProvider;
    pincodes: PincodeDirectory;
    rateLimit?: boolean;
    printability: PrintabilityChecker;
    optionsCache: OptionsCache;
    pdfFonts: PdfFonts;
    config: Pick<Config, 'isProduction'>;
  },
): Promise<void> {
  const { db, now, shipping, pincodes, config } = opts;
  const limit = perMinuteLimits(opts.rateLimit);
  // Anonymous keys are scoped to the browser's signed random id (set when it loaded a page),
  // else to its address; a signed-in shopper's to the user (docs/decisions/017).
  const scope = async (request: FastifyRequest): Promise<string> => {
    const session = await app.customerSession(request);
    if (session) return `user:${session.userId}`;
    const clientId = readClientId(request);
    return clientId ? `client:${clientId}` : `ip:${request.ip}`;
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: {
        summary: 'Place a checkout order; the server computes the price',
        body: CreateOrderRequest,
        response: { 201: CreateOrderResponse },
      },
      config: limit(30),
      ...idempotent(
        { db, now },
        {
          scope,
          onReplay: (request, reply, status, body) => {
            const id = (body as { id?: unknown } | null)?.id;
            if (status === 201 && typeof id === 'number') grantOrderCapability(config, request, reply, id);
          },
        },
      ),
    },
    async (request, reply) => {
      await assertCheckoutOpen(db, config.isProduction);
      checkAddressPin(pincodes, request.body.shippingAddress, 'shippingAddress');
      const session = await app.customerSession(request);
      const order = await placeOrder(db, request.body, {
        printability: opts.printability,
        optionsCache: opts.optionsCache,
        now: now(),
        userId: session?.userId ?? null,
        log: request.log,
        shipping,
      });
      grantOrderCapability(config, request, reply, order.id);
      return reply.code(201).send(order);
    },
  );

  // POST /api/orders/quote — the price with a code before payment; a 400 names the rule a code breaks
  app.withTypeProvider<ZodTypeProvider>().post(
    '/quote',
    {
      schema: {
        summary: 'The price with a coupon code before payment (nothing is reserved)',
        body: OrderQuoteRequest,
        response: { 200: OrderQuoteResponse },
      },
      config: limit(30),
    },
    async (request) => {
      const session = await app.customerSession(request);
      const { paymentMethod, ...body } = request.body;
      return quoteOrder(db, { ...body, paymentMethod, userId: session?.userId ?? null, now: now() });
    },
  );

  // POST /api/orders/confirmation — Order Confirmed after a reload, for the order's owner only
  app.withTypeProvider<ZodTypeProvider>().post(
    '/confirmation',
    {
      schema: {
        summary: "Order Confirmed after a reload, for the order's owner only",
        body: OrderConfirmationRequest,
        response: { 200: OrderConfirmationResponse },
      },
      config: limit(60),
      preHandler: app.requireOrderAccess,
    },
    (request) => getOrderConfirmation(db, request.body.orderId),
  );

  // POST /api/orders/:id/cod-confirmation — the shopper's 6-digit code confirms a cash on delivery order
  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/cod-confirmation',
    {
      schema: {
        summary: 'Confirm a cash on delivery order with its 6-digit code (its browser or signed-in owner)',
        params: AdminOrderIdParams,
        body: CodConfirmationRequest,
        response: { 200: z.object({ orderId: z.number().int(), orderStatus: z.string() }) },
      },
      config: limit(20),
    },
    async (request) => {
      if (!(await canAccessOrder(app, db, request, request.params.id))) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
      const confirmed = await confirmCodWithCode(db, { orderId: request.params.id, code: request.body.code, now: now() });
      return { orderId: request.params.id, ...confirmed };
    },
  );

  // POST /api/orders/:id/cod-confirmation/resend — a new code, at most 3 times
  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/cod-confirmation/resend',
    {
      schema: {
        summary: 'Send a new cash on delivery confirmation code (at most 3 times; its browser or signed-in owner)',
        params: AdminOrderIdParams,
        response: { 200: z.object({ resendsLeft: z.number().int() }) },
      },
      config: limit(10),
    },
    async (request) => {
      if (!(await canAccessOrder(app, db, request, request.params.id))) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
      return resendCodCode(db, { orderId: request.params.id, now: now() });
    },
  );

  // GET /api/orders/:id/invoice.pdf — the paid order's tax invoice, for its browser (capability) or signed-in owner
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/:id/invoice.pdf',
      { schema: { summary: "The paid order's tax invoice, for its browser or signed-in owner", params: AdminOrderIdParams } },
      async (request, reply) => {
        if (!(await canAccessOrder(app, db, request, request.params.id))) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
        const document = await getOrderTaxDocumentPdf(db, { orderId: request.params.id, kind: 'invoice', fonts: opts.pdfFonts });
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', `inline; filename="${document.filename}"`)
          .type('application/pdf')
          .send(Buffer.from(document.pdf));
      },
    );
}
