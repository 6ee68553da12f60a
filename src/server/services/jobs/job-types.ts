/** The background-job interface shared by both runners (docs/decisions/024). */
import type { PrinterAddressRules } from '../printers/printer-address';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Config } from '../../env';
import type { FileStores } from '../../lib/file-store/provider';
import type { Mailer } from '../email/provider';
import type { PaymentProvider } from '../payments/provider';
import type { MessagingProvider } from '../messaging/provider';
import type { ProofRenderer } from '../stl/render-proof-png';
import type { PdfFonts } from '../pdf/pdf-fonts';

/** What a job may use. */
export interface JobContext {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The SMTP mailer; undefined without SMTP_URL (mail then stays in the outbox). */
  mailer: Mailer | undefined;
  /** WhatsApp; undefined in production without WHATSAPP_* (e-mail only). */
  messaging: MessagingProvider | undefined;
  /** Draws the proof images order confirmations carry. */
  proofs: ProofRenderer;
  /** Draws the invoices and credit notes e-mails carry. */
  pdfFonts: PdfFonts;
  /** Where printers may be (services/printers/printer-address.ts). */
  printerRules: PrinterAddressRules;
  /** The shop's file stores (media, fonts, generated files), built by the composition root. */
  storage: FileStores;
}

/** A recurring job: run about every `intervalMs`, once across all instances. */
export interface JobDefinition {
  name: string;
  intervalMs: number;
  /** Retries after a failed run, `retryDelayMs`, then doubling each time. */
  retryLimit: number;
  retryDelayMs: number;
  /** One run; answers counts for the admin's "last result". Throws to fail (and be retried). */
  run(ctx: JobContext): Promise<Record<string, unknown>>;
}

/** A running set of jobs. */
export interface JobRunner {
  kind: 'pg-boss' | 'in-process';
  /** Asks for one run of `name` now (outside its schedule); resolves once it is queued (pg-boss) or done (in-process). */
  runNow(name: string): Promise<void>;
  /** Stops scheduling and waits for runs in flight. */
  stop(): Promise<void>;
}
