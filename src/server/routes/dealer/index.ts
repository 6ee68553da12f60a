/**
 * The dealer portal API (docs/product.md#dealer-calls; docs/product.md#security). Login and setup
 * answer {success: false, message} on refusal (docs/product.md#dealer-login-responses); every other
 * route needs the bearer token (app.requireDealer).
 */
import { refuseCod } from '../../services/cod/check-cod-eligibility';
import { dealerWhatsAppRoutes } from './whatsapp';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEALER_MESSAGES, DealerLedgerPage, DealerOrdersPage, HistoryPageQuery, SuccessResponse } from '#shared/schemas/dealer';
import {
  CheckPhoneRequest,
  CheckPhoneResponse,
  DealerCreateOrderRequest,
  DealerCreateOrderResponse,
  DealerCreatePaymentRequest,
  DealerCreatePaymentResponse,
  DealerLoginFailure,
  DealerLoginRequest,
  DealerLoginResponse,
  DealerPaymentFailedRequest,
  DealerProfileResponse,
  DealerVerifyPaymentRequest,
  DealerVerifyPaymentResponse,
  PurchaseCreditsRequest,
  PurchaseCreditsResponse,
  SetupPinRequest,
} from '#shared/schemas/dealer-portal';
import { CreateDesignRequest, DesignIdParams, DesignListResponse, DesignResponse } from '#shared/schemas/designs';
import { installDealerAuth } from '../../plugins/dealer-auth';
import { securityEvent } from '../../lib/security-log';
import { idempotent } from '../../plugins/idempotency';
import { openPayment } from '../../services/payments/open-payment';
import { getTaxDocumentPdf } from '../../services/invoices/get-tax-document-pdf';
import { TaxDocumentIdParams } from '#shared/schemas/tax-document';
import { reportPaymentFailure } from '../../services/payments/report-payment-failure';
import { checkDealerPhone } from '../../services/dealers/check-dealer-phone';
import { createDealerOrder } from '../../services/dealers/create-dealer-order';
import type { PaymentProvider } from '../../services/payments/provider';
import type { PrintabilityChecker } from '../../services/stl/printability-guard';
import type { OptionsCache } from '../../services/catalog/list-customization-options';
import type { PdfFonts } from '../../services/pdf/pdf-fonts';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../env';
import { createDesign } from '../../services/designs/create-design';
import { deleteDesign } from '../../services/designs/delete-design';
import { listDesigns } from '../../services/designs/list-designs';
import { revokeDealerToken } from '../../services/dealers/dealer-tokens';
import { exportDealerLedgerCsv } from '../../services/dealers/export-dealer-ledger-csv';
import { listDealerLedger } from '../../services/dealers/list-dealer-ledger';
import { listDealerOrders } from '../../services/dealers/list-dealer-orders';
import { loginDealer, type DealerAuthResult } from '../../services/dealers/login-dealer';
import { purchaseCredits } from '../../services/dealers/purchase-credits';
import { assertCheckoutOpen } from '../../services/settings/business-settings';
import { setupDealerPin } from '../../services/dealers/setup-dealer-pin';
import { toDealer } from '../../services/dealers/to-dealer';
import { verifyCreditPayment } from '../../services/payments/verify-credit-payment';
import { checkAddressPin } from '../../services/pincodes/check-address-pin';
import { errorResponses } from '../../plugins/api-docs';
import type { Db } from '../../db/client';
import type { PincodeDirectory } from '../../services/pincodes/pincode-directory';
import { DEALER_ROUTE_SUMMARIES } from './route-summaries';
import { sendDownload } from '../../lib/send-download';
import { perMinuteLimits } from '../../lib/route-rate-limit';

const loginResponses = {
  200: DealerLoginResponse,
  401: DealerLoginFailure,
  403: DealerLoginFailure,
  404: DealerLoginFailure,
  409: DealerLoginFailure,
  423: DealerLoginFailure,
  429: DealerLoginFailure,
};

function sendAuthResult(reply: FastifyReply, result: DealerAuthResult): FastifyReply {
  reply.header('Cache-Control', 'no-store');
  if (result.ok) return reply.send(result.response);
  if (result.retryAfterSeconds === undefined) return reply.code(result.status).send({ success: false, message: result.message });
  reply.header('Retry-After', String(result.retryAfterSeconds));
  return reply.code(result.status).send({ success: false, message: result.message, retryAfter: result.retryAfterSeconds });
}

/** Registers /api/dealer/*; `rateLimit: false` drops the per-instance per-IP limits (tests, benches). */
export async function dealerRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    pincodes: PincodeDirectory;
    rateLimit?: boolean;
    payments: PaymentProvider;
    printability: PrintabilityChecker;
    optionsCache: OptionsCache;
    now: Clock;
    pdfFonts: PdfFonts;
    config: Pick<Config, 'pinPepper' | 'isProduction'>;
  },
): Promise<void> {
  const { db, pincodes, payments, now, config } = opts;
  installDealerAuth(app, { db, now });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each route's summary in the API document, kept beside this file (./route-summaries.ts).
  app.addHook('onRoute', (route) => {
    const summary = DEALER_ROUTE_SUMMARIES[`${String(route.method)} ${route.routePath}`];
    if (summary) route.schema = { ...route.schema, summary };
  });
  const limit = perMinuteLimits(opts.rateLimit);
  // onRequest, like the admin guard: a stranger's body is never parsed or validated.
  const bearer = { onRequest: app.requireDealer };
  // Retried purchases and orders run once per key and dealer (docs/decisions/017).
  const once = () => idempotent({ db, now }, { scope: (request) => `dealer:${request.dealer!.id}` });
  const credits = (request: { dealer: { id: number } | null }, transactionId: number) =>
    ({ kind: 'dealer_credits', transactionId, dealerId: request.dealer!.id }) as const;

  // POST /api/dealer/check-phone — the phone step: exists, active, needs first-time setup
  r.post('/check-phone', { schema: { body: CheckPhoneRequest, response: { 200: CheckPhoneResponse } }, config: limit(20) }, (request) =>
    checkDealerPhone(db, request.body.phoneNumber),
  );

  // POST /api/dealer/login — phone + PIN → bearer token (delays, disable, spray limits)
  r.post('/login', { schema: { body: DealerLoginRequest, response: loginResponses }, config: limit(30) }, async (request, reply) => {
    const result = await loginDealer(db, { ...request.body, ip: request.ip, pepper: config.pinPepper, now: now() });
    if (!result.ok && (result.status === 401 || result.status === 423 || result.status === 429)) {
      securityEvent(request, result.status === 401 ? 'dealer_pin_failed' : 'dealer_locked_out', { status: result.status });
    }
    return sendAuthResult(reply, result);
  });

  // POST /api/dealer/setup-pin — first PIN with the admin's one-time setup code → logged in
  r.post('/setup-pin', { schema: { body: SetupPinRequest, response: loginResponses }, config: limit(10) }, async (request, reply) =>
    sendAuthResult(
      reply,
      await setupDealerPin(db, {
        ...request.body,
        ip: request.ip,
        pepper: config.pinPepper,
        now: now(),
        log: request.log,
      }),
    ),
  );

  // POST /api/dealer/logout — revokes this token
  r.post('/logout', { ...bearer, schema: { response: { 200: SuccessResponse } } }, async (request) => {
    await revokeDealerToken(db, request.dealerToken!, now());
    return { success: true } as const;
  });

  await app.register(dealerWhatsAppRoutes, { db, now });

  // GET /api/dealer/profile — the dealer behind the token
  r.get('/profile', { ...bearer, schema: { response: { 200: DealerProfileResponse } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { dealer: toDealer(request.dealer!) };
  });

  // GET /api/dealer/transactions — this dealer's ledger, one page, newest first
  r.get(
    '/transactions',
    { ...bearer, schema: { querystring: HistoryPageQuery, response: { 200: DealerLedgerPage } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listDealerLedger(db, { dealerId: request.dealer!.id, ...request.query });
    },
  );

  // GET /api/dealer/transactions.csv — this dealer's whole ledger as CSV, streamed
  r.get('/transactions.csv', { ...bearer }, async (request, reply) =>
    sendDownload(reply, {
      fileName: 'chaabi-credit-ledger.csv',
      type: 'text/csv; charset=utf-8',
      body: exportDealerLedgerCsv(db, request.dealer!.id),
    }),
  );

  // GET /api/dealer/invoices/:id.pdf — one of this dealer's invoices for credits (another's: 404)
  r.get('/invoices/:id.pdf', { ...bearer, schema: { params: TaxDocumentIdParams } }, async (request, reply) => {
    const document = await getTaxDocumentPdf(db, { id: request.params.id, dealerId: request.dealer!.id, fonts: opts.pdfFonts });
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `inline; filename="${document.filename}"`)
      .type('application/pdf')
      .send(Buffer.from(document.pdf));
  });

  // GET /api/dealer/orders — this dealer's orders, one page, newest first
  r.get(
    '/orders',
    { ...bearer, schema: { querystring: HistoryPageQuery, response: { 200: DealerOrdersPage } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listDealerOrders(db, { dealerId: request.dealer!.id, ...request.query });
    },
  );

  // POST /api/dealer/purchase-credits — a pending purchase (price computed here: quantity × ₹130)
  r.post(
    '/purchase-credits',
    { ...bearer, ...once(), schema: { body: PurchaseCreditsRequest, response: { 200: PurchaseCreditsResponse } }, config: limit(20) },
    async (request) => {
      await assertCheckoutOpen(db, config.isProduction);
      return purchaseCredits(db, {
        dealerId: request.dealer!.id,
        quantity: request.body.quantity,
        claimedAmount: request.body.amount,
        log: request.log,
        now: now(),
      });
    },
  );

  // POST /api/dealer/create-payment-order — opens (or reuses) the gateway order for a pending purchase (one pipeline)
  r.post(
    '/create-payment-order',
    { ...bearer, schema: { body: DealerCreatePaymentRequest, response: { 200: DealerCreatePaymentResponse } }, config: limit(20) },
    async (request) => ({
      ...(await openPayment(db, { provider: payments, ref: credits(request, request.body.transactionId), clock: now })),
      message: DEALER_MESSAGES.paymentOrderCreated,
    }),
  );

  // POST /api/dealer/verify-payment — checks the signature, then credits once (markPaid)
  r.post(
    '/verify-payment',
    { ...bearer, schema: { body: DealerVerifyPaymentRequest, response: { 200: DealerVerifyPaymentResponse } }, config: limit(30) },
    (request) => verifyCreditPayment(db, { provider: payments, dealerId: request.dealer!.id, body: request.body, now: now() }),
  );

  // POST /api/dealer/payment-failed — the browser reports a failed or abandoned payment
  r.post(
    '/payment-failed',
    { ...bearer, schema: { body: DealerPaymentFailedRequest, response: { 200: SuccessResponse } }, config: limit(20) },
    async (request) => {
      const { transactionId, ...fields } = request.body;
      await reportPaymentFailure(db, { ref: credits(request, transactionId), fields, now: now() });
      return { success: true } as const;
    },
  );

  // POST /api/dealer/create-order — an order for a customer, one credit per keychain
  r.post(
    '/create-order',
    { ...bearer, ...once(), schema: { body: DealerCreateOrderRequest, response: { 201: DealerCreateOrderResponse } }, config: limit(30) },
    async (request, reply) => {
      // Dealer orders are paid with credits, never cash on delivery (docs/product.md#cash-on-delivery).
      if (request.body.paymentMethod === 'cod') refuseCod('dealer');
      checkAddressPin(pincodes, request.body.shippingAddress, 'shippingAddress');
      return reply.code(201).send(
        await createDealerOrder(db, {
          dealerId: request.dealer!.id,
          order: request.body,
          now: now(),
          printability: opts.printability,
          optionsCache: opts.optionsCache,
        }),
      );
    },
  );

  // Saved designs: the dealer's own list; another dealer's design is 404.
  const dealerOwner = (request: { dealer: { id: number } | null }) => ({ dealerId: request.dealer!.id });

  // GET /api/dealer/designs — the dealer's saved designs, newest first
  r.get('/designs', { ...bearer, schema: { response: { 200: DesignListResponse } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listDesigns(db, { owner: dealerOwner(request) });
  });

  // POST /api/dealer/designs — 201 the saved design; 409 past the limit
  r.post(
    '/designs',
    { ...bearer, schema: { body: CreateDesignRequest, response: { 201: DesignResponse, ...errorResponses(409) } }, config: limit(60) },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createDesign(db, { owner: dealerOwner(request), design: request.body, optionsCache: opts.optionsCache, now: now() })),
  );

  // DELETE /api/dealer/designs/:id — 204
  r.delete('/designs/:id', { ...bearer, schema: { params: DesignIdParams, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteDesign(db, { owner: dealerOwner(request), designId: request.params.id });
    return reply.code(204).send(null);
  });
}
