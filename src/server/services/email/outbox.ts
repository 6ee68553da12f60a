/**
 * The e-mail outbox (docs/decisions/024): mail is written here in the same transaction as the
 * state change it announces, and sent later by the deliver-emails job. Without SMTP_URL it
 * stays here, and the admin reads it under /admin → Outbox.
 */
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailOutbox, type OutboxAttachmentRef } from '../../db/schema/index';

/** The address of the shop's own alerts, resolved to SHOP_EMAIL when sent or shown (services have no config). */
export const SHOP_ADDRESS = 'shop';

/**
 * Stands for the shop's public URL in a stored mail (services have no config): replaced by
 * PUBLIC_URL when the mail is sent or shown, so every link in a mail is absolute.
 */
export const PUBLIC_URL_TOKEN = '{{publicUrl}}';

/** A mail body with PUBLIC_URL_TOKEN replaced by `publicUrl` (no trailing slash). */
export function resolveLinks(body: string, publicUrl: string): string {
  return body.split(PUBLIC_URL_TOKEN).join(publicUrl.replace(/\/+$/, ''));
}

/**
 * Stands for a staff invite or password link's token in a stored mail: the token itself is kept
 * only sealed in `sealed_link_token` and put in when the mail is sent
 * (docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md).
 */
export const STAFF_LINK_TOKEN = '{{staffLinkToken}}';

/** What every admin view shows instead of a staff link's token. */
const HIDDEN_LINK_TOKEN = '[hidden]';

/** The mail kinds that carry a staff credential (a link that sets a password). */
export const STAFF_CREDENTIAL_KINDS: ReadonlySet<string> = new Set(['staff_invite', 'staff_password_reset']);

/**
 * `body` with every staff link token hidden: STAFF_LINK_TOKEN, and any token written out in an
 * `#invite=` link (mails queued before tokens were sealed). Every admin view of a message and the
 * stored row of a sent staff mail go through it, so no staff member reads another's credential
 * (docs/product.md#staff-invites).
 */
export function hideStaffLinkTokens(body: string): string {
  return body
    .split(STAFF_LINK_TOKEN)
    .join(HIDDEN_LINK_TOKEN)
    .replace(/#invite=[A-Za-z0-9_-]+/g, `#invite=${HIDDEN_LINK_TOKEN}`);
}

/** A stored body as an admin view shows it: links made absolute with `publicUrl`, staff link tokens hidden. */
export function bodyForAdmin(body: string, publicUrl: string): string {
  return hideStaffLinkTokens(resolveLinks(body, publicUrl));
}

/** What a service asks to send. */
export interface OutboxMail {
  /** One mail per announcement: a second write with the same key is ignored (e.g. `order-paid:12:customer`). */
  dedupeKey: string;
  kind:
    | 'order_confirmation'
    | 'shop_new_order'
    | 'dealer_order_receipt'
    | 'dealer_credit_receipt'
    | 'shipment_shipped'
    | 'shipment_out_for_delivery'
    | 'shipment_delivered'
    | 'shipment_failed_delivery'
    | 'refund_processed'
    | 'delivery_date_moved'
    | 'staff_invite'
    | 'staff_password_reset'
    | 'cod_confirmation_code'
    | 'cod_order_cancelled';
  /** A recipient address, or SHOP_ADDRESS. */
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachmentRef[];
  /** The order the mail is about (the admin's order card lists its messages). */
  orderId?: number;
  /** A staff link's token sealed (lib/secret-box.ts, purpose STAFF_LINK_SEAL_PURPOSE); the bodies hold STAFF_LINK_TOKEN. */
  sealedLinkToken?: string;
}

/** The secret-box purpose under which a staff link's token waits in the outbox. */
export const STAFF_LINK_SEAL_PURPOSE = 'outbox-staff-link';

/**
 * Queues mails inside the caller's transaction in one INSERT (it often runs while a dealer or
 * order row is locked, so it stays one round trip); answers how many were new (a dedupe key
 * already queued is skipped). `now` is the shop's clock: the mails are queued, and due, at it.
 */
export async function enqueueEmails(tx: Db | Tx, mails: OutboxMail[], now: Date): Promise<number> {
  if (mails.length === 0) return 0;
  const inserted = await tx
    .insert(emailOutbox)
    .values(
      mails.map((mail) => ({
        dedupeKey: mail.dedupeKey,
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        attachments: mail.attachments ?? [],
        orderId: mail.orderId ?? null,
        sealedLinkToken: mail.sealedLinkToken ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length;
}

/** Queues one mail at `now` (the shop's clock); answers false when its dedupe key was already queued. */
export async function enqueueEmail(tx: Db | Tx, mail: OutboxMail, now: Date): Promise<boolean> {
  return (await enqueueEmails(tx, [mail], now)) > 0;
}

/** Resolves SHOP_ADDRESS to the configured shop address. */
export function resolveRecipient(to: string, shopEmail: string): string {
  return to === SHOP_ADDRESS ? shopEmail : to;
}

/** One outbox row as the admin list shows it. */
export interface OutboxSummary {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

/** A stored mail as the admin list shows it; the recipient "shop" reads as the shop's address. */
function toOutboxSummary(row: typeof emailOutbox.$inferSelect, shopEmail: string): OutboxSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: resolveRecipient(row.toAddress, shopEmail),
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** The outbox's e-mails (WhatsApp messages are under GET /api/admin/messages), newest first, `limit` rows from `offset`; with the total count. */
export async function listOutbox(
  db: Db,
  options: { limit: number; offset: number; shopEmail: string },
): Promise<{ mails: OutboxSummary[]; total: number }> {
  const email = eq(emailOutbox.channel, 'email');
  const rows = await db.select().from(emailOutbox).where(email).orderBy(desc(emailOutbox.id)).limit(options.limit).offset(options.offset);
  const [total] = await db.select({ n: count() }).from(emailOutbox).where(email);
  return {
    total: total?.n ?? 0,
    mails: rows.map((row) => toOutboxSummary(row, options.shopEmail)),
  };
}

/**
 * One outbox mail with its bodies, or undefined. The HTML is returned as stored (the admin shows it
 * as text), with links made absolute and staff link tokens hidden (bodyForAdmin).
 */
export async function getOutboxMail(
  db: Db,
  options: { id: number; shopEmail: string; publicUrl: string },
): Promise<(OutboxSummary & { text: string; html: string; attachments: OutboxAttachmentRef[] }) | undefined> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, options.id), eq(emailOutbox.channel, 'email')));
  if (!row) return undefined;
  return {
    ...toOutboxSummary(row, options.shopEmail),
    text: bodyForAdmin(row.textBody, options.publicUrl),
    html: bodyForAdmin(row.htmlBody, options.publicUrl),
    attachments: row.attachments,
  };
}

/** Sent mail is kept this long for the admin, then purged (ms). */
export const SENT_EMAIL_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Deletes mails sent more than SENT_EMAIL_RETENTION_MS before `now` (queued, sending and failed ones stay); answers how many. */
export async function purgeSentEmails(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, new Date(now.getTime() - SENT_EMAIL_RETENTION_MS))))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
