/**
 * A staff member sends a failed message again (docs/product.md#whatsapp-updates,
 * docs/decisions/179-resend-a-failed-message.md): a new outbox row with the same content, queued
 * now, naming the failed one in `resent_from_id`; the failed row is never changed, so the record
 * of what went wrong stays. A WhatsApp message goes again only to a number whose latest consent is
 * an opt-in: after STOP or the account toggle it is refused. A staff invite or password mail is
 * never sent again: its stored copy holds no working link
 * (docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md), so the owner issues a new one.
 */
import { eq } from 'drizzle-orm';
import type { AdminMessage } from '#shared/schemas/messages';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { STAFF_CREDENTIAL_KINDS } from '../email/outbox';
import { isWhatsAppOptedIn } from '../messaging/whatsapp-outbox';
import { adminMessageOf } from './list-messages';

/** The answer to Resend on a staff invite or password mail (docs/product.md#staff-invites). */
export const STAFF_RESEND_REFUSED =
  'A staff invite or password link is never sent again: send a new invite or password link from the Staff tab (the old link stops working).';

/** Whether `row` failed: the outbox gave up, or Meta reported it undeliverable after accepting it. */
function hasFailed(row: typeof emailOutbox.$inferSelect): boolean {
  return row.status === 'failed' || (row.channel === 'whatsapp' && row.status === 'sent' && row.deliveryStatus === 'failed');
}

/**
 * Queues message `id` again at `now` (the shop's clock) as a new outbox row; answers it as the
 * admin list shows it (`shopEmail`, `publicUrl` as for listMessages).
 * @throws AppError NOT_FOUND for an unknown id; BAD_REQUEST for a message that has not failed, or
 * a WhatsApp message to a number that opted out (STOP or the account toggle) or never opted in;
 * CONFLICT when it was already resent (the resend is the one to resend), or when it is a staff
 * invite or password mail (STAFF_RESEND_REFUSED).
 */
export async function resendMessage(
  db: Db,
  options: { id: number; now: Date; shopEmail: string; publicUrl: string },
): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    // The lock makes two staff clicking Resend at once queue one message, not two.
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, options.id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', `Message ${options.id} does not exist`);
    if (STAFF_CREDENTIAL_KINDS.has(row.kind)) throw new AppError('CONFLICT', STAFF_RESEND_REFUSED);
    if (!hasFailed(row))
      throw new AppError(
        'BAD_REQUEST',
        `Message ${row.id} has not failed (${row.deliveryStatus ?? row.status}): only a failed message can be resent`,
      );
    const [earlier] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.resentFromId, row.id)).limit(1);
    if (earlier) throw new AppError('CONFLICT', `Message ${row.id} was already resent as message ${earlier.id}`);
    if (row.channel === 'whatsapp' && !(await isWhatsAppOptedIn(tx, row.toAddress))) {
      throw new AppError(
        'BAD_REQUEST',
        `+${row.toAddress} has opted out of WhatsApp updates (a STOP reply or the account toggle): the message cannot be sent there again`,
      );
    }
    const [copy] = await tx
      .insert(emailOutbox)
      .values({
        dedupeKey: `${row.dedupeKey}:resend:${row.id}`,
        kind: row.kind,
        toAddress: row.toAddress,
        subject: row.subject,
        textBody: row.textBody,
        htmlBody: row.htmlBody,
        attachments: row.attachments,
        channel: row.channel,
        orderId: row.orderId,
        template: row.template,
        language: row.language,
        templateParams: row.templateParams,
        fallbackKey: row.fallbackKey,
        resentFromId: row.id,
        status: 'queued',
        attempts: 0,
        createdAt: options.now,
        nextAttemptAt: options.now,
      })
      .returning();
    return adminMessageOf(copy!, options);
  });
}
