/**
 * The composition root (docs/decisions/037-composition-root.md, docs/architecture.md): builds
 * the shop's engines once per app — the database handle, the clock, the print engine (geometry
 * worker pool, generated files, Blender detector) with the printability checker and proof
 * renderer over it, the payment gateway, the courier, WhatsApp, storage, the options cache, the PDF fonts and the mailer — and hands each route plugin
 * and service what it uses. Nothing is reached through module-level registries.
 */
import { printerAddressRules, type PrinterAddressRules } from './services/printers/printer-address';
import { listInstanceEndpoints } from './services/printers/instance-endpoints';
import { INSTANCE_ALIVE_MS } from './plugins/instance-registry';
import type { FastifyBaseLogger } from 'fastify';
import * as hb from 'harfbuzzjs';
import type { Config } from './env';
import type { Database, Db } from './db/client';
import { chooseFileStores } from './lib/file-store/choose-file-store';
import type { FileStores } from './lib/file-store/provider';
import type { Mailer } from './services/email/provider';
import { createSmtpMailer } from './services/email/smtp-mailer';
import { handlePaymentWebhook } from './services/payments/handle-payment-webhook';
import { choosePaymentProvider } from './services/payments/choose-gateway';
import type { PaymentProvider } from './services/payments/provider';
import { SimulatedPaymentProvider, type WebhookSink } from './services/payments/simulated-gateway';
import { checkPrintability } from './services/stl/check-printability';
import type { PrintabilityChecker } from './services/stl/printability-guard';
import { buildProofPng, type ProofRenderer } from './services/stl/render-proof-png';
import { createStlContext, type StlContext } from './services/stl/stl-context';
import { createOptionsCache, offeredFontFinder, type OptionsCache } from './services/catalog/list-customization-options';
import { chooseCourier } from './services/shipping/choose-courier';
import { chooseMessagingProvider } from './services/messaging/choose-messaging';
import type { MessagingProvider } from './services/messaging/provider';
import { SimulatedMessagingProvider } from './services/messaging/simulated-messaging';
import type { ShippingProvider } from './services/shipping/provider';
import { loadPincodeDirectory, type PincodeDirectory } from './services/pincodes/pincode-directory';
import { createPdfFonts, type PdfFonts } from './services/pdf/pdf-fonts';
import { createOidcDiscoveries, type OidcDiscoveries } from './services/auth/oidc-client';
import { createStaffPasswordStrength, type StaffPasswordStrength } from './services/staff/passwords';
import type { Clock } from './lib/clock';

/** The engines of one app, built once by createServices. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  now: Clock;
  /** Where media, font files and generated print files live (local folders or S3), built once here for every service and route. */
  storage: FileStores;
  /** The print engine: geometry worker pool (started on first use), generated files, Blender detector. */
  print: StlContext;
  /** Measures a design at print scale through `print`; every order path requires it. */
  printability: PrintabilityChecker;
  /** Draws a design's proof PNG through `print` and its cache. */
  proofs: ProofRenderer;
  payments: PaymentProvider;
  /** The courier: Shiprocket with SHIPROCKET_* set, else manual in production and simulated elsewhere (docs/decisions/053, 099). */
  shipping: ShippingProvider;
  /** WhatsApp: Meta's Cloud API with WHATSAPP_* set, else simulated, or none in production (e-mail only; docs/decisions/147). */
  messaging: MessagingProvider | undefined;
  /** India Post's PIN code directory as shipped (docs/decisions/048-pin-code-directory.md). */
  pincodes: PincodeDirectory;
  /** The option lists (fonts, colour combinations) this instance serves from memory. */
  optionsCache: OptionsCache;
  /** The fonts of labels, invoices and credit notes: DejaVu Sans and the Indian scripts' faces, shaped by HarfBuzz (docs/decisions/092). */
  pdfFonts: PdfFonts;
  /** The SMTP mailer; undefined without SMTP_URL (mail then waits in the outbox). */
  mailer: Mailer | undefined;
  /** Where printers may be: every request to one is checked against these (docs/decisions/108). */
  printerRules: PrinterAddressRules;
  /** The sign-in issuers this app has discovered (services/auth/oidc-client.ts); one per app, never shared. */
  oidcDiscoveries: OidcDiscoveries;
  /** The strength estimator of new staff passwords (zxcvbn-ts with its dictionaries, built on first use; docs/decisions/207). */
  staffPasswords: StaffPasswordStrength;
  /** Stops the worker pool, waits for the simulated gateway's webhooks, closes the mailer and storage connections. */
  close(): Promise<void>;
}

/** What tests, benches and main.ts may replace. */
export interface ServiceOverrides {
  /** The payment gateway (tests point the Razorpay SDK at a local stub). */
  payments?: PaymentProvider;
  /** The courier (tests: a simulated courier with faults, or Shiprocket against a stub). */
  shipping?: ShippingProvider;
  /** The WhatsApp provider (tests: a simulated one with faults, or the Cloud API against a stub); null: none. */
  messaging?: MessagingProvider | null;
  /** The PIN code directory (default: the shipped one). */
  pincodes?: PincodeDirectory;
  /** The file stores (default: folders under DATA_DIR, or the S3 bucket with S3_BUCKET set); the caller closes its own. */
  storage?: FileStores;
  /** The clock (default: the system time). */
  now?: Clock;
  mailer?: Mailer;
  /** The printer address rules (tests resolve names with their own resolver). */
  printerRules?: PrinterAddressRules;
  /** Where the simulated gateway's refused webhooks are reported. */
  log?: FastifyBaseLogger;
}

/**
 * Builds the engines of one app over an open `database`. The simulated gateway (no Razorpay
 * keys) delivers its signed webhooks straight to the webhook service, as Razorpay's servers
 * would to POST /api/payments/webhook. Call `close()` once the app has stopped serving.
 */
export function createServices(config: Config, database: Database, overrides: ServiceOverrides = {}): Services {
  const { db } = database;
  const now = overrides.now ?? (() => new Date());
  const storage = overrides.storage ?? chooseFileStores({ dataDir: config.dataDir, s3: config.s3 });
  const print = createStlContext({ storage, blenderPath: config.blenderPath });
  const optionsCache = createOptionsCache();
  // The printability check finds an order's fonts in the option cache its catalogue check just read (docs/decisions/191).
  const findOfferedFont = offeredFontFinder(db, optionsCache);
  const webhookSink: WebhookSink = async (rawBody, headers) => {
    try {
      await handlePaymentWebhook(db, {
        provider: payments,
        rawBody,
        signature: headers['x-razorpay-signature'],
        eventId: headers['x-razorpay-event-id'],
        now: now(),
        ...(overrides.log ? { log: overrides.log } : {}),
      });
    } catch (error) {
      overrides.log?.warn({ err: error }, 'simulated webhook refused');
    }
  };
  const payments = overrides.payments ?? choosePaymentProvider(config, { db, webhookSink });
  const shipping = overrides.shipping ?? chooseCourier(config, { now });
  // Production never runs a simulation: anyone could "pay" or sign "delivered" (docs/decisions/099).
  if (config.isProduction && (payments.capabilities.simulated || shipping.capabilities.simulated)) {
    throw new Error('A simulated payment or courier provider cannot run with NODE_ENV=production');
  }
  const messaging = overrides.messaging === undefined ? chooseMessagingProvider(config) : (overrides.messaging ?? undefined);
  if (config.isProduction && messaging?.capabilities.simulated) {
    throw new Error('A simulated WhatsApp provider cannot run with NODE_ENV=production');
  }
  const mailer = overrides.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined);
  const ownMailer = overrides.mailer ? undefined : mailer;
  return {
    config,
    database,
    db,
    now,
    storage,
    print,
    printability: (design) => checkPrintability(db, print, design, findOfferedFont),
    proofs: (design) => buildProofPng(db, print, design),
    payments,
    shipping,
    messaging,
    pincodes: overrides.pincodes ?? loadPincodeDirectory(),
    optionsCache,
    pdfFonts: createPdfFonts(hb, overrides.log ? { log: overrides.log } : {}),
    mailer,
    printerRules:
      overrides.printerRules ??
      printerAddressRules(config, { siblings: () => listInstanceEndpoints(db, { now, aliveMs: INSTANCE_ALIVE_MS }) }),
    oidcDiscoveries: createOidcDiscoveries(),
    staffPasswords: createStaffPasswordStrength(),
    async close() {
      if (payments instanceof SimulatedPaymentProvider) await payments.webhooksDelivered();
      if (messaging instanceof SimulatedMessagingProvider) await messaging.webhooksDelivered();
      await print.close();
      ownMailer?.close();
      if (!overrides.storage) await storage.close();
    },
  };
}
