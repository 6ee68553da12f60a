/**
 * WhatsApp messages into the one outbox (docs/decisions/145-one-outbox-for-every-channel.md) and
 * the consent they need (docs/decisions/146-whatsapp-consent-log.md). A message is queued in the
 * transaction of the change it announces, only for a valid Indian mobile number whose latest
 * consent is an opt-in; everything else goes by e-mail only.
 */
import { desc, eq } from 'drizzle-orm';
import { nationalMobileNumber } from '#shared/phone';
import { WHATSAPP_MOBILE } from '#shared/whatsapp';
import type { Db, Tx } from '../../db/client';
import { emailOutbox, whatsappConsents } from '../../db/schema/index';
import { renderTemplate, type MessageLanguage, type TemplateName } from './templates';

/** The 10 digits of `phone` (any written form) when WhatsApp can reach it, else null. */
export function whatsappMobile(phone: string): string | null {
  const digits = nationalMobileNumber(phone);
  return digits && WHATSAPP_MOBILE.test(digits) ? digits : null;
}

/** A consent change to record. */
export interface ConsentChange {
  /** The number in any written form; an invalid one records nothing. */
  phone: string;
  optedIn: boolean;
  /** The words agreed to (WHATSAPP_CONSENT_WORDING) or the reply as sent ("STOP"). */
  wording: string;
  source: 'checkout' | 'account' | 'dealer_profile' | 'reply';
  orderId?: number;
  userId?: string;
  dealerId?: number;
  /** Meta's id of the inbound message: recorded once however often the webhook repeats. */
  sourceMessageId?: string;
}

/** Appends a consent row dated `now` (the shop's clock); answers false for an invalid number or a repeated message id. */
export async function recordWhatsAppConsent(tx: Db | Tx, change: ConsentChange, now: Date): Promise<boolean> {
  const phone = whatsappMobile(change.phone);
  if (!phone) return false;
  const rows = await tx
    .insert(whatsappConsents)
    .values({
      phone,
      optedIn: change.optedIn,
      wording: change.wording.slice(0, 500),
      source: change.source,
      orderId: change.orderId ?? null,
      userId: change.userId ?? null,
      dealerId: change.dealerId ?? null,
      sourceMessageId: change.sourceMessageId ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: whatsappConsents.sourceMessageId })
    .returning({ id: whatsappConsents.id });
  return rows.length > 0;
}

/** Whether the latest consent of `phone` (any written form) is an opt-in; false without one. */
export async function isWhatsAppOptedIn(tx: Db | Tx, phone: string): Promise<boolean> {
  const digits = whatsappMobile(phone);
  if (!digits) return false;
  const [latest] = await tx
    .select({ optedIn: whatsappConsents.optedIn })
    .from(whatsappConsents)
    .where(eq(whatsappConsents.phone, digits))
    .orderBy(desc(whatsappConsents.id))
    .limit(1);
  return latest?.optedIn ?? false;
}

/** What a service asks to send on WhatsApp. */
export interface WhatsAppMessage {
  /** One message per announcement, e.g. `order:12:customer:whatsapp`. */
  dedupeKey: string;
  /** The announcement's kind, as its e-mail's (order_confirmation, shipment_shipped …). */
  kind: string;
  phone: string;
  template: TemplateName;
  language: MessageLanguage;
  /** The body parameters in order; links may hold PUBLIC_URL_TOKEN (resolved when sent). */
  params: string[];
  orderId?: number;
  /** The dedupe key of the e-mail with the same news: the fallback when WhatsApp fails. */
  fallbackKey?: string;
}

/**
 * Queues `message` at `now` when its number is a valid mobile whose latest consent is an opt-in;
 * answers whether a new message was queued (false: no consent, invalid number or a repeat).
 */
export async function queueWhatsAppMessage(tx: Db | Tx, message: WhatsAppMessage, now: Date): Promise<boolean> {
  const digits = whatsappMobile(message.phone);
  if (!digits || !(await isWhatsAppOptedIn(tx, digits))) return false;
  const rows = await tx
    .insert(emailOutbox)
    .values({
      channel: 'whatsapp',
      dedupeKey: message.dedupeKey,
      kind: message.kind,
      toAddress: `91${digits}`,
      subject: message.template,
      textBody: renderTemplate(message.template, message.language, message.params),
      htmlBody: '',
      template: message.template,
      language: message.language,
      templateParams: message.params,
      orderId: message.orderId ?? null,
      fallbackKey: message.fallbackKey ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
