/**
 * Meta's WhatsApp webhooks (docs/decisions/148-whatsapp-webhook.md): delivery statuses of the
 * messages we sent and the customers' replies. The signature (X-Hub-Signature-256) is checked
 * on the raw body before anything is read; fields we do not know are ignored. A status moves a
 * message forward only (sent < failed < delivered < read), so repeated and reordered webhooks
 * change nothing; a status that comes before the send stored Meta's message id waits for it
 * (docs/decisions/197-whatsapp-statuses-before-the-message-id.md); a reply that is an opt-out word alone (STOP, unsubscribe, बंद …: opt-out-reply.ts) opts the
 * number out, once per inbound message id.
 */
import { and, desc, eq, exists, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { emailOutbox, orders, whatsappEarlyStatuses } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isOptOutReply } from './opt-out-reply';
import { isValidWhatsAppSignature } from './webhook-signature';
import { recordWhatsAppConsent } from './whatsapp-outbox';

const DeliveryStatus = z.enum(['sent', 'delivered', 'read', 'failed']);
type DeliveryStatus = z.infer<typeof DeliveryStatus>;

/** The order a message's delivery states come in; a lower one never replaces a higher one. */
const STATUS_RANK: Record<DeliveryStatus, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };

const StatusEntry = z.object({ id: z.string().min(1).max(200), status: z.string() });
const InboundEntry = z.object({
  id: z.string().min(1).max(200),
  from: z.string().max(20),
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
  button: z.object({ payload: z.string().max(256).optional(), text: z.string().max(256).optional() }).optional(),
  /** The message a reply answers (a quick-reply button's template message). */
  context: z.object({ id: z.string().max(200).optional() }).optional(),
});
const WebhookBody = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({ statuses: z.array(z.unknown()).max(1000).optional(), messages: z.array(z.unknown()).max(1000).optional() })
                .optional(),
            }),
          )
          .max(100)
          .optional(),
      }),
    )
    .max(100)
    .optional(),
});

/** A COD button's payload (CONFIRM / CANCEL, docs/whatsapp-templates.md) as the reply it is, or null. */
function codReplyOf(payload: string): 'confirm' | 'cancel' | null {
  const word = payload.trim().toUpperCase();
  return word === 'CONFIRM' ? 'confirm' : word === 'CANCEL' ? 'cancel' : null;
}

/** What one webhook changed. */
export interface WhatsAppWebhookOutcome {
  statusesApplied: number;
  /** Statuses for a message whose send has not stored Meta's id yet: held until it does. */
  statusesHeld: number;
  optOuts: number;
  /** COD orders confirmed or cancelled by their Confirm / Cancel buttons. */
  codReplies: number;
  ignored: number;
}

/**
 * The COD order a Confirm / Cancel button press answers: the order of the code message it replies
 * to (`context.id`), else the newest COD order of that number still awaiting confirmation.
 */
async function codOrderOfReply(db: Db, from: string, contextId: string | undefined): Promise<number | null> {
  if (contextId) {
    const [sent] = await db
      .select({ orderId: emailOutbox.orderId })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.providerMessageId, contextId), eq(emailOutbox.template, 'cod_confirmation_code')));
    if (sent?.orderId) return sent.orderId;
  }
  const digits = from.replace(/\D/g, '').slice(-10);
  if (digits.length !== 10) return null;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'cod'),
        eq(orders.orderStatus, 'pending'),
        isNull(orders.codConfirmedAt),
        sql`right(regexp_replace(${orders.customerPhone}, '\D', '', 'g'), 10) = ${digits}`,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return order?.id ?? null;
}

/** A status's rank in SQL, for `column` (a status column or `excluded.status`); 0 for none. */
function rankOf(column: SQL | AnyColumn) {
  return sql`case ${column} when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 else 0 end`;
}

/** Applies `status` at `at` to the outbox row Meta calls `id`, only forwards; answers whether it moved. */
async function moveForward(db: Db, id: string, status: DeliveryStatus, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ deliveryStatus: status, deliveryUpdatedAt: at })
    .where(and(eq(emailOutbox.providerMessageId, id), sql`${rankOf(emailOutbox.deliveryStatus)} < ${STATUS_RANK[status]}`))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** A status held for an id is kept this many days for its message to appear, then purged. */
export const EARLY_STATUS_DAYS = 7;

/**
 * Applies the status held for `providerMessageId` (a webhook that came before the send stored
 * the id) once an outbox row carries that id, and deletes it: the send calls this right after
 * storing the id, and the webhook right after holding a status, so whichever comes second applies
 * it (docs/decisions/197-whatsapp-statuses-before-the-message-id.md). Forwards only, dated when
 * Meta's webhook arrived. Answers whether the row's status moved.
 */
export async function applyEarlyStatus(db: Db, providerMessageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .delete(whatsappEarlyStatuses)
      .where(
        and(
          eq(whatsappEarlyStatuses.providerMessageId, providerMessageId),
          exists(
            tx
              .select({ one: sql`1` })
              .from(emailOutbox)
              .where(eq(emailOutbox.providerMessageId, providerMessageId)),
          ),
        ),
      )
      .returning();
    if (!held) return false;
    return moveForward(tx, providerMessageId, DeliveryStatus.parse(held.status), held.receivedAt);
  });
}

/**
 * Applies `status` to the message Meta calls `id`, only forwards. A status for an id no outbox row
 * carries yet is held (the highest one) until the send stores the id. Answers 'applied', 'held',
 * or 'stale' (the row is already at that status or past it).
 */
async function applyStatus(db: Db, id: string, status: DeliveryStatus, now: Date): Promise<'applied' | 'held' | 'stale'> {
  if (await moveForward(db, id, status, now)) return 'applied';
  const [known] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.providerMessageId, id)).limit(1);
  if (known) return 'stale';
  await db
    .insert(whatsappEarlyStatuses)
    .values({ providerMessageId: id, status, receivedAt: now })
    .onConflictDoUpdate({
      target: whatsappEarlyStatuses.providerMessageId,
      set: { status, receivedAt: now },
      setWhere: sql`${rankOf(whatsappEarlyStatuses.status)} < ${STATUS_RANK[status]}`,
    });
  // The send may have stored the id since the look-up above: then this call applies it.
  return (await applyEarlyStatus(db, id)) ? 'applied' : 'held';
}

/**
 * What a COD quick reply does (docs/product.md#cash-on-delivery): given by the caller, so that this
 * engine-tier service does not reach up into the COD domain (tests/unit/lint-fences.test.ts).
 * Answers whether anything changed.
 */
export type CodReplyHandler = (
  db: Db,
  options: { orderId: number; phone: string; reply: 'confirm' | 'cancel'; now: Date },
) => Promise<boolean>;

/**
 * Checks `signature` (the X-Hub-Signature-256 header) against `rawBody` with `appSecret`, then
 * applies the statuses and STOP replies it carries, and hands COD Confirm / Cancel replies to
 * `answerCodReply`, at `now` (the shop's clock).
 * @throws AppError UNAUTHORIZED for a missing or wrong signature (nothing changes);
 * BAD_REQUEST for a body that is not JSON.
 */
export async function handleWhatsAppWebhook(
  db: Db,
  options: { appSecret: string; rawBody: string; signature: string | undefined; now: Date; answerCodReply: CodReplyHandler },
): Promise<WhatsAppWebhookOutcome> {
  if (!isValidWhatsAppSignature(options.appSecret, options.rawBody, options.signature)) {
    throw new AppError('UNAUTHORIZED', 'The webhook signature does not match');
  }
  let json: unknown;
  try {
    json = JSON.parse(options.rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON');
  }
  const outcome: WhatsAppWebhookOutcome = { statusesApplied: 0, statusesHeld: 0, optOuts: 0, codReplies: 0, ignored: 0 };
  const parsed = WebhookBody.safeParse(json);
  if (!parsed.success) return { ...outcome, ignored: 1 };
  for (const change of (parsed.data.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
    for (const raw of change.value?.statuses ?? []) {
      const entry = StatusEntry.safeParse(raw);
      const status = entry.success ? DeliveryStatus.safeParse(entry.data.status) : undefined;
      const result = entry.success && status?.success ? await applyStatus(db, entry.data.id, status.data, options.now) : 'stale';
      if (result === 'applied') outcome.statusesApplied += 1;
      else if (result === 'held') outcome.statusesHeld += 1;
      else outcome.ignored += 1;
    }
    for (const raw of change.value?.messages ?? []) {
      const message = InboundEntry.safeParse(raw);
      const text = message.success ? (message.data.text?.body ?? message.data.button?.text ?? '') : '';
      if (message.success && isOptOutReply(text)) {
        const recorded = await recordWhatsAppConsent(
          db,
          { phone: message.data.from, optedIn: false, wording: text.trim(), source: 'reply', sourceMessageId: message.data.id },
          options.now,
        );
        if (recorded) outcome.optOuts += 1;
        else outcome.ignored += 1;
      } else if (message.success && codReplyOf(message.data.button?.payload ?? text)) {
        // The COD code message's Confirm / Cancel buttons (docs/product.md#cash-on-delivery).
        const orderId = await codOrderOfReply(db, message.data.from, message.data.context?.id);
        const reply = codReplyOf(message.data.button?.payload ?? text)!;
        const changed =
          orderId !== null && (await options.answerCodReply(db, { orderId, phone: message.data.from, reply, now: options.now }));
        if (changed) outcome.codReplies += 1;
        else outcome.ignored += 1;
      } else {
        outcome.ignored += 1;
      }
    }
  }
  return outcome;
}
