/**
 * Sends the WhatsApp messages the outbox holds (docs/decisions/145-one-outbox-for-every-channel.md),
 * as deliver-outbox.ts sends mail: claimed with `FOR UPDATE SKIP LOCKED` and marked 'sending'
 * before the provider is called, so no instance sends one twice; an unreachable provider puts
 * it back to 'queued' with back-off (1, 2, 4 … minutes, at most an hour, MAX_MESSAGE_ATTEMPTS
 * tries: about nine hours); a permanent refusal (not on WhatsApp, template rejected, 24-hour
 * window) makes it 'failed', and its e-mail (`fallback_key`) carries the news. A delivery status
 * Meta reported before the id was stored is applied as soon as it is. Every parameter goes out
 * with its white space runs collapsed to one space (Meta refuses new lines, tabs and more than
 * four spaces in a row: toTemplateParameter).
 */
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { resolveLinks } from '../email/outbox';
import { MessagingError, type MessagingProvider } from '../messaging/provider';
import { toTemplateParameter } from '../messaging/templates';
import { applyEarlyStatus } from '../messaging/whatsapp-webhook';
import { deliverDueOutbox, dueOutboxRows, type DeliverySummary } from './deliver-outbox';

/** After this many attempts a message is 'failed' (an hour-long outage is well inside them). */
export const MAX_MESSAGE_ATTEMPTS = 12;

/** Why a message failed when production runs without WhatsApp credentials. */
export const WHATSAPP_NOT_CONNECTED = 'WhatsApp is not connected (WHATSAPP_* unset): sent by e-mail only';

/**
 * Claims up to `limit` due WhatsApp messages and sends each through `provider` (deliverDueOutbox:
 * a MessagingError marked permanent, MAX_MESSAGE_ATTEMPTS at most), links resolved against
 * `publicUrl`; records the outcome at `now` (the caller's clock).
 */
export async function deliverWhatsAppOutbox(
  db: Db,
  provider: MessagingProvider,
  options: { now: Date; publicUrl: string; limit?: number },
): Promise<DeliverySummary> {
  return deliverDueOutbox(db, {
    channel: 'whatsapp',
    now: options.now,
    limit: options.limit,
    maxAttempts: MAX_MESSAGE_ATTEMPTS,
    isPermanent: (error) => error instanceof MessagingError && error.permanent,
    send: (message) =>
      provider.sendTemplate({
        to: message.toAddress,
        template: message.template ?? message.subject,
        language: message.language ?? 'en',
        params: (message.templateParams ?? []).map((param) => toTemplateParameter(resolveLinks(param, options.publicUrl))),
      }),
    // A status webhook that beat the stored id applies now (docs/decisions/197-whatsapp-statuses-before-the-message-id.md).
    afterIdStored: (providerMessageId) => applyEarlyStatus(db, providerMessageId),
  });
}

/**
 * Without a provider (production without WHATSAPP_*): the due WhatsApp messages fail with
 * WHATSAPP_NOT_CONNECTED at `now`, their e-mails carry the news; answers how many.
 */
export async function failUnconnectedWhatsApp(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: WHATSAPP_NOT_CONNECTED })
    .where(dueOutboxRows('whatsapp', now))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
