/**
 * The shop's background jobs: each runs about every intervalMs, once across
 * all instances, retried with back-off, and recorded for the admin (GET /api/admin/jobs).
 */
import { countQueuedEmails, deliverOutbox } from './deliver-outbox';
import { purgeSentEmails } from '../email/outbox';
import { deliverWhatsAppOutbox, failUnconnectedWhatsApp } from './deliver-messages';
import { publicBaseUrl } from '../../env';
import { purgeExpiredRows } from '../maintenance/purge-expired-rows';
import { PRINTER_POLL_INTERVAL_MS, pollPrinters } from '../printers/poll-printers';
import { RECONCILE_INTERVAL_MS, reconcilePendingPayments } from '../payments/reconcile-pending-payments';
import { reconcilePendingRefunds } from '../refunds/reconcile-pending-refunds';
import { releaseAbandonedPromotionUses } from '../promotions/promotion-uses';
import { cleanOrphanFiles, ORPHAN_CLEAN_INTERVAL_MS } from '../storage/clean-orphan-files';
import { StlFileStore, generatedFileStore } from '../stl/stl-file-store';
import { purgeOldJobFailures } from './job-bookkeeping';
import type { JobDefinition } from './job-types';
import { cancelUnconfirmedCodOrders } from '../cod/cod-confirmation';

/** How often expired sessions, throttle rows, idempotency keys, tokens, old job failures and old sent mail are purged (ms). */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;
/** How often unconfirmed COD orders past their hours are cancelled (ms). */
export const COD_CANCEL_INTERVAL_MS = 5 * 60 * 1000;
/** How often the outbox is drained (ms). */
export const EMAIL_INTERVAL_MS = 15 * 1000;
/** How often old generated STL/3MF files are swept (ms). */
export const GENERATED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Every job the shop runs. */
export const SHOP_JOBS: readonly JobDefinition[] = [
  {
    name: 'reconcile-payments',
    intervalMs: RECONCILE_INTERVAL_MS,
    retryLimit: 3,
    retryDelayMs: 5_000,
    async run(ctx) {
      const summary = await reconcilePendingPayments(ctx.db, ctx.payments, { log: ctx.log, now: ctx.now() });
      const refunds = await reconcilePendingRefunds(ctx.db, ctx.payments, { now: ctx.now() });
      // Coupon uses of orders left unpaid go back to the pool (docs/product.md#promotions).
      const promotionUsesReleased = await releaseAbandonedPromotionUses(ctx.db, ctx.now());
      // Unreachable gateway: fail the run so it is retried and the admin sees it (the rows keep their own back-off).
      if (summary.gatewayUnavailable || refunds.gatewayUnavailable) {
        throw new Error('The payment gateway was unreachable; pending payments and refunds will be checked again');
      }
      return {
        ...summary,
        promotionUsesReleased,
        refundsChecked: refunds.checked,
        refundsProcessed: refunds.processed,
        refundsFailed: refunds.failed,
      };
    },
  },
  {
    // Unconfirmed cash on delivery orders cancel themselves after the set hours (docs/product.md#cash-on-delivery).
    name: 'cancel-unconfirmed-cod',
    intervalMs: COD_CANCEL_INTERVAL_MS,
    retryLimit: 2,
    retryDelayMs: 30_000,
    async run(ctx) {
      return { cancelled: await cancelUnconfirmedCodOrders(ctx.db, ctx.now()) };
    },
  },
  {
    name: 'deliver-emails',
    intervalMs: EMAIL_INTERVAL_MS,
    retryLimit: 2,
    retryDelayMs: 5_000,
    async run(ctx) {
      if (!ctx.mailer) return { smtp: 'not configured: mail stays in the outbox', queued: await countQueuedEmails(ctx.db) };
      const summary = await deliverOutbox(ctx.db, ctx.mailer, {
        from: ctx.config.mailFrom,
        shopEmail: ctx.config.shopEmail,
        publicUrl: publicBaseUrl(ctx.config),
        now: ctx.now(),
        proofs: ctx.proofs,
        pdfFonts: ctx.pdfFonts,
        sealKey: ctx.config.sessionSecret,
      });
      if (summary.retrying + summary.failed > 0) {
        throw new Error(
          `${summary.retrying + summary.failed} of ${summary.sent + summary.retrying + summary.failed} mails could not be sent (see the Outbox)`,
        );
      }
      return { ...summary };
    },
  },
  {
    name: 'deliver-whatsapp',
    intervalMs: EMAIL_INTERVAL_MS,
    retryLimit: 2,
    retryDelayMs: 5_000,
    async run(ctx) {
      if (!ctx.messaging) return { whatsapp: 'not connected: e-mail only', failed: await failUnconnectedWhatsApp(ctx.db, ctx.now()) };
      const summary = await deliverWhatsAppOutbox(ctx.db, ctx.messaging, { now: ctx.now(), publicUrl: publicBaseUrl(ctx.config) });
      if (summary.retrying > 0) {
        throw new Error(`${summary.retrying} WhatsApp messages could not be sent yet (see Messages)`);
      }
      return { ...summary };
    },
  },
  {
    name: 'purge-expired-rows',
    intervalMs: PURGE_INTERVAL_MS,
    retryLimit: 2,
    retryDelayMs: 30_000,
    async run(ctx) {
      const counts = await purgeExpiredRows(ctx.db, ctx.now());
      return { ...counts, jobFailures: await purgeOldJobFailures(ctx.db, ctx.now()), sentEmails: await purgeSentEmails(ctx.db, ctx.now()) };
    },
  },
  {
    name: 'clean-orphan-files',
    intervalMs: ORPHAN_CLEAN_INTERVAL_MS,
    retryLimit: 2,
    retryDelayMs: 60_000,
    async run(ctx) {
      const summary = await cleanOrphanFiles(ctx.db, ctx.storage, { nowMs: ctx.now().getTime() });
      return { uploads: summary.uploads.length, fonts: summary.fonts.length, incoming: summary.incoming.length, failed: summary.failed };
    },
  },
  {
    name: 'sweep-generated-files',
    intervalMs: GENERATED_SWEEP_INTERVAL_MS,
    retryLimit: 2,
    retryDelayMs: 60_000,
    async run(ctx) {
      const removed = await new StlFileStore(generatedFileStore(ctx.storage)).sweep(ctx.now().getTime());
      return { removed };
    },
  },
  {
    name: 'poll-printers',
    intervalMs: PRINTER_POLL_INTERVAL_MS,
    // A printer's fault is its stored state, not a failed run; a missed reading is taken again in 10 s.
    retryLimit: 0,
    retryDelayMs: 5_000,
    async run(ctx) {
      return { ...(await pollPrinters(ctx.db, { secret: ctx.config.sessionSecret, now: ctx.now, rules: ctx.printerRules, log: ctx.log })) };
    },
  },
];
