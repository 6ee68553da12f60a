/**
 * The messages the shop sent customers and dealers, every channel (GET /api/admin/messages,
 * docs/product.md#whatsapp-updates): e-mail and WhatsApp from the one outbox.
 */
import { z } from 'zod';
import { MESSAGE_LANGUAGES, MESSAGE_LANGUAGE_ERROR } from '../whatsapp';

/** GET /api/admin/messages query: newest first, optionally one order's. */
export const AdminMessagesQuery = z.object({
  orderId: z.coerce
    .number({ error: 'orderId must be an order number' })
    .int()
    .positive('orderId must be an order number')
    .max(2_147_483_647, 'orderId must be an order number')
    .optional(),
  channel: z.enum(['email', 'whatsapp'], { error: 'channel must be email or whatsapp' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  /** The previous page's `nextBefore`: the messages after that one, newest first. */
  before: z.coerce
    .number({ error: 'before must be a message id' })
    .int()
    .positive('before must be a message id')
    .max(2_147_483_647, 'before must be a message id')
    .optional(),
});

/**
 * One message. `status`: queued, sending, sent or failed; a WhatsApp message Meta accepted shows
 * its delivery instead (sent, delivered, read, failed). `template`: the WhatsApp template, or
 * the e-mail's kind. A failed WhatsApp message names the e-mail that carried its news.
 */
export const AdminMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp']),
  to: z.string(),
  template: z.string(),
  body: z.string(),
  status: z.string(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  error: z.string().nullable(),
  fallbackEmailId: z.number().int().nullable(),
  /** A staff resend: the id of the failed message this one sends again (docs/decisions/179-resend-a-failed-message.md). */
  resentFromId: z.number().int().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessage>;

/** GET /api/admin/messages answer. */
export const AdminMessagesResponse = z.object({
  data: z.array(AdminMessage),
  /** Messages matching the filters, on every page. */
  total: z.number().int(),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type AdminMessagesResponse = z.infer<typeof AdminMessagesResponse>;

/** POST /api/admin/messages/:id/resend params. */
export const AdminMessageIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a message number' })
    .int()
    .positive('id must be a message number')
    .max(2_147_483_647, 'id must be a message number'),
});

/** POST /api/admin/messages/:id/resend answer: the new message (the failed one is left as it was). */
export const AdminMessageResendResponse = z.object({ data: AdminMessage });
export type AdminMessageResendResponse = z.infer<typeof AdminMessageResendResponse>;

/** GET and PUT /api/dealer/whatsapp answer: the dealer's mobile and its current WhatsApp choice. */
export const WhatsAppChoiceResponse = z.object({ phone: z.string().nullable(), optedIn: z.boolean() });
export type WhatsAppChoiceResponse = z.infer<typeof WhatsAppChoiceResponse>;

/** PUT /api/dealer/whatsapp body: the dealer profile's toggle (dealers' receipts are in English). */
export const WhatsAppChoiceRequest = z.object({ optedIn: z.boolean({ error: 'optedIn must be true or false' }) });

/**
 * GET and PUT /api/account/whatsapp answer: the signed-in customer's number, its current WhatsApp
 * choice and the language of their order updates (docs/product.md#whatsapp-updates).
 */
export const AccountWhatsAppResponse = WhatsAppChoiceResponse.extend({ language: z.enum(MESSAGE_LANGUAGES) });
export type AccountWhatsAppResponse = z.infer<typeof AccountWhatsAppResponse>;

/**
 * PUT /api/account/whatsapp body: the My Account toggle and/or the updates' language ('en' or 'hi',
 * docs/decisions/184-message-language-separate-from-site-language.md); at least one of them.
 */
export const AccountWhatsAppRequest = z
  .object({
    optedIn: z.boolean({ error: 'optedIn must be true or false' }).optional(),
    language: z.enum(MESSAGE_LANGUAGES, { error: MESSAGE_LANGUAGE_ERROR }).optional(),
  })
  .refine((body) => body.optedIn !== undefined || body.language !== undefined, {
    message: 'Send optedIn (true or false) or language (en or hi)',
  });
