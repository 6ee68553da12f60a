/**
 * Sends the WhatsApp messages the outbox holds (docs/decisions/145-one-outbox-for-every-channel.md),
 * as deliver-outbox.ts sends mail: claimed with `FOR UPDATE SKIP LOCKED` and marked 'sending'
 * before the provider is called, so no instance sends one twice; an unreachable provider puts
 * it back to 'queued' with back-off (1, 2, 4 … minutes, at most an hour, MAX_MESSAGE_ATTEMPTS
 * tries: about nine hours); a permanent refusal (not on WhatsApp, template rejected, 24-hour
 * window) makes it 'failed', and its e-mail (`fallback_key`) carries the news.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { resolveLinks } from '../email/outbox';
import { MessagingError, type MessagingProvider } from '../messaging/provider';
import { emailRetryDelayMs, type DeliverySummary } from './deliver-outbox';

/** After this many attempts a message is 'failed' (an hour-long outage is well inside them). */
export const MAX_MESSAGE_ATTEMPTS = 12;

/** Why a message failed when production runs without WhatsApp credentials. */
export const WHATSAPP_NOT_CONNECTED = 'WhatsApp is not connected (WHATSAPP_* unset): sent by e-mail only';

const whatsappDue = (now: Date) =>
  and(eq(emailOutbox.channel, 'whatsapp'), eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now));

/**
 * Claims up to `limit` due WhatsApp messages and sends each through `provider`, links resolved
 * against `publicUrl`; records the outcome at `now` (the caller's clock).
 */
export async function deliverWhatsAppOutbox(
  db: Db,
  provider: MessagingProvider,
  options: { now: Date; publicUrl: string; limit?: number },
): Promise<DeliverySummary> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(whatsappDue(options.now))
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
  for (const message of claimed) {
    const attempts = message.attempts + 1;
    try {
      const { providerMessageId } = await provider.sendTemplate({
        to: message.toAddress,
        template: message.template ?? message.subject,
        language: message.language ?? 'en',
        params: (message.templateParams ?? []).map((param) => resolveLinks(param, options.publicUrl)),
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: options.now, lastError: null, providerMessageId })
        .where(eq(emailOutbox.id, message.id));
      summary.sent += 1;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const giveUp = (error instanceof MessagingError && error.permanent) || attempts >= MAX_MESSAGE_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lastError: text.slice(0, 500),
          nextAttemptAt: new Date(options.now.getTime() + emailRetryDelayMs(attempts)),
        })
        .where(eq(emailOutbox.id, message.id));
      if (giveUp) summary.failed += 1;
      else summary.retrying += 1;
    }
  }
  return summary;
}

/**
 * Without a provider (production without WHATSAPP_*): the due WhatsApp messages fail with
 * WHATSAPP_NOT_CONNECTED at `now`, their e-mails carry the news; answers how many.
 */
export async function failUnconnectedWhatsApp(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: WHATSAPP_NOT_CONNECTED })
    .where(whatsappDue(now))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
