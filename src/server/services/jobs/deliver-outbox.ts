/**
 * Sends what the outbox holds (docs/decisions/024). At most once: a mail is marked 'sending'
 * and committed before SMTP is spoken, and 'sent' after the server accepted it, so no run, on
 * this instance or another, sends it again. A refused or unreachable server puts it back to
 * 'queued' with back-off (1, 2, 4 … minutes, at most an hour); a permanent refusal (5xx) or the
 * last attempt makes it 'failed'. A process killed mid-send leaves the mail 'sending' for the
 * admin to see rather than risking a duplicate.
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import type { Mailer } from '../email/provider';
import { hideStaffLinkTokens, resolveLinks, resolveRecipient, STAFF_LINK_SEAL_PURPOSE, STAFF_LINK_TOKEN } from '../email/outbox';
import { openSecret } from '../../lib/secret-box';
import { renderOrderProofAttachments, type MailAttachment } from '../email/proof-images';
import type { ProofRenderer } from '../stl/render-proof-png';
import { getTaxDocumentPdf } from '../invoices/get-tax-document-pdf';
import type { PdfFonts } from '../pdf/pdf-fonts';

/** After this many attempts a mail is 'failed'. */
export const MAX_EMAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** The pause after the `attempts`-th failed attempt, in ms: 1, 2, 4 … minutes, at most an hour. */
export function emailRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** What one delivery pass did. */
export interface DeliverySummary {
  sent: number;
  retrying: number;
  failed: number;
}

function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** One outbox row as a delivery pass claimed it (`attempts` as before this attempt). */
type OutboxRow = typeof emailOutbox.$inferSelect;

/** The rows of `channel` waiting to be sent whose next attempt is due at `now`. */
export function dueOutboxRows(channel: 'email' | 'whatsapp', now: Date): SQL {
  return and(eq(emailOutbox.channel, channel), eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now))!;
}

/** The columns of a row that is done, rewritten to keep no staff link token (none for other rows). */
function withoutLinkTokens(row: OutboxRow): Partial<OutboxRow> {
  const textBody = hideStaffLinkTokens(row.textBody);
  const htmlBody = hideStaffLinkTokens(row.htmlBody);
  if (row.sealedLinkToken === null && textBody === row.textBody && htmlBody === row.htmlBody) return {};
  return { sealedLinkToken: null, textBody, htmlBody };
}

/**
 * A stored body as it is sent: links made absolute with `publicUrl`, and a staff mail's sealed
 * token (opened with `sealKey`) put where STAFF_LINK_TOKEN stands.
 * @throws Error when the token was sealed under another SESSION_SECRET (the mail fails; the owner issues a new link).
 */
function bodyToSend(body: string, row: OutboxRow, publicUrl: string, sealKey: string): string {
  const resolved = resolveLinks(body, publicUrl);
  if (row.sealedLinkToken === null) return resolved;
  return resolved.split(STAFF_LINK_TOKEN).join(openSecret(sealKey, STAFF_LINK_SEAL_PURPOSE, row.sealedLinkToken));
}

/**
 * One delivery pass over the outbox's `channel`, the same for every channel
 * (docs/decisions/145-one-outbox-for-every-channel.md): claims up to `limit` (20) due rows
 * (`FOR UPDATE SKIP LOCKED`, so instances never share one) and marks them 'sending' with one more
 * attempt before anything is sent; then `send` sends each, and the row becomes 'sent' at `now`
 * (with the provider's message id when `send` answers one), or goes back to 'queued' after
 * emailRetryDelayMs, or is 'failed' when `isPermanent(error)` or on attempt `maxAttempts`.
 * A row that is done (sent or failed) keeps no staff link token: its sealed token is cleared and
 * any token written out in its bodies hidden (docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md).
 */
export async function deliverDueOutbox(
  db: Db,
  options: {
    channel: 'email' | 'whatsapp';
    now: Date;
    limit?: number;
    maxAttempts: number;
    isPermanent: (error: unknown) => boolean;
    send: (row: OutboxRow) => Promise<{ providerMessageId?: string }>;
    /** Called once a sent row has stored the provider's message id (WhatsApp: a status that came first). */
    afterIdStored?: (providerMessageId: string) => Promise<unknown>;
  },
): Promise<DeliverySummary> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(dueOutboxRows(options.channel, options.now))
      .orderBy(asc(emailOutbox.id))
      .limit(options.limit ?? 20)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
        .where(
          inArray(
            emailOutbox.id,
            due.map((m) => m.id),
          ),
        );
    }
    return due;
  });

  const summary: DeliverySummary = { sent: 0, retrying: 0, failed: 0 };
  for (const row of claimed) {
    const attempts = row.attempts + 1;
    try {
      const { providerMessageId } = await options.send(row);
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: options.now, lastError: null, providerMessageId, ...withoutLinkTokens(row) })
        .where(eq(emailOutbox.id, row.id));
      summary.sent += 1;
      if (providerMessageId && options.afterIdStored) await options.afterIdStored(providerMessageId).catch(() => undefined);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = options.isPermanent(error) || attempts >= options.maxAttempts;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(options.now.getTime() + emailRetryDelayMs(attempts)),
          ...(giveUp ? withoutLinkTokens(row) : {}),
        })
        .where(eq(emailOutbox.id, row.id));
      if (giveUp) summary.failed += 1;
      else summary.retrying += 1;
    }
  }
  return summary;
}

/**
 * Claims up to `limit` due mails and sends each through `mailer` from `from` (deliverDueOutbox:
 * a 5xx refusal is permanent, MAX_EMAIL_ATTEMPTS at most). `shopEmail` resolves the shop's own
 * alerts, `publicUrl` the links (PUBLIC_URL_TOKEN); `now` is the caller's clock; `proofs` draws
 * the proof images attached to order confirmations, `pdfFonts` the invoices and credit notes attached;
 * `sealKey` (SESSION_SECRET) opens a staff link's sealed token.
 */
export async function deliverOutbox(
  db: Db,
  mailer: Mailer,
  options: {
    from: string;
    shopEmail: string;
    now: Date;
    proofs: ProofRenderer;
    pdfFonts: PdfFonts;
    limit?: number;
    publicUrl: string;
    sealKey: string;
  },
): Promise<DeliverySummary> {
  return deliverDueOutbox(db, {
    channel: 'email',
    now: options.now,
    limit: options.limit,
    maxAttempts: MAX_EMAIL_ATTEMPTS,
    isPermanent,
    async send(mail) {
      const attachments: MailAttachment[] = [];
      for (const ref of mail.attachments) {
        if (ref.kind === 'order-proofs') attachments.push(...(await renderOrderProofAttachments(db, options.proofs, ref.orderId)));
        if (ref.kind === 'tax-document') {
          const document = await getTaxDocumentPdf(db, { id: ref.documentId, fonts: options.pdfFonts });
          attachments.push({ filename: document.filename, content: Buffer.from(document.pdf), contentType: 'application/pdf' });
        }
      }
      await mailer.send({
        from: options.from,
        to: resolveRecipient(mail.toAddress, options.shopEmail),
        subject: mail.subject,
        text: bodyToSend(mail.textBody, mail, options.publicUrl, options.sealKey),
        html: bodyToSend(mail.htmlBody, mail, options.publicUrl, options.sealKey),
        attachments,
        messageId: `<outbox-${mail.id}.${mail.dedupeKey.replace(/[^a-z0-9.-]/gi, '-')}@chaabi>`,
      });
      return {};
    },
  });
}

/** How many mails wait to be sent (the job reports it when no SMTP server is set). */
export async function countQueuedEmails(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.channel, 'email'), eq(emailOutbox.status, 'queued')));
  return row?.n ?? 0;
}
