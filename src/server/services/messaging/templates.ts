/**
 * The WhatsApp templates the shop sends (docs/whatsapp-templates.md): one JSON file per template
 * and language under templates/, as submitted to Meta for approval. Utility templates only (a
 * promotion in one makes Meta bill it as marketing). A body's placeholders are {{1}} … {{n}}
 * for its `parameters` in order (templates.test.ts checks every file).
 */
import orderConfirmedEn from './templates/order_confirmed.en.json' with { type: 'json' };
import orderConfirmedHi from './templates/order_confirmed.hi.json' with { type: 'json' };
import codConfirmationCodeEn from './templates/cod_confirmation_code.en.json' with { type: 'json' };
import codConfirmationCodeHi from './templates/cod_confirmation_code.hi.json' with { type: 'json' };
import codOrderCancelledEn from './templates/cod_order_cancelled.en.json' with { type: 'json' };
import codOrderCancelledHi from './templates/cod_order_cancelled.hi.json' with { type: 'json' };
import orderShippedEn from './templates/order_shipped.en.json' with { type: 'json' };
import orderShippedHi from './templates/order_shipped.hi.json' with { type: 'json' };
import orderOutForDeliveryEn from './templates/order_out_for_delivery.en.json' with { type: 'json' };
import orderOutForDeliveryHi from './templates/order_out_for_delivery.hi.json' with { type: 'json' };
import orderDeliveredEn from './templates/order_delivered.en.json' with { type: 'json' };
import orderDeliveredHi from './templates/order_delivered.hi.json' with { type: 'json' };
import deliveryFailedEn from './templates/delivery_failed.en.json' with { type: 'json' };
import deliveryFailedHi from './templates/delivery_failed.hi.json' with { type: 'json' };
import dealerCreditReceiptEn from './templates/dealer_credit_receipt.en.json' with { type: 'json' };
import dealerCreditReceiptHi from './templates/dealer_credit_receipt.hi.json' with { type: 'json' };
import type { MessageLanguage } from '#shared/whatsapp';

/** The languages templates exist in: English and Hindi (docs/product.md#whatsapp-updates). */
export { MESSAGE_LANGUAGES, type MessageLanguage } from '#shared/whatsapp';

/** One template file as stored. */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  category: string;
  /** What each placeholder stands for, in order ({{1}} first). */
  parameters: string[];
  body: string;
  footer?: string;
  buttons?: { type: string; text: string; payload: string }[];
}

/** Every template by name and language. */
export const WHATSAPP_TEMPLATES = {
  order_confirmed: { en: orderConfirmedEn, hi: orderConfirmedHi },
  cod_confirmation_code: { en: codConfirmationCodeEn, hi: codConfirmationCodeHi },
  cod_order_cancelled: { en: codOrderCancelledEn, hi: codOrderCancelledHi },
  order_shipped: { en: orderShippedEn, hi: orderShippedHi },
  order_out_for_delivery: { en: orderOutForDeliveryEn, hi: orderOutForDeliveryHi },
  order_delivered: { en: orderDeliveredEn, hi: orderDeliveredHi },
  delivery_failed: { en: deliveryFailedEn, hi: deliveryFailedHi },
  dealer_credit_receipt: { en: dealerCreditReceiptEn, hi: dealerCreditReceiptHi },
} satisfies Record<string, Record<MessageLanguage, WhatsAppTemplate>>;

export type TemplateName = keyof typeof WHATSAPP_TEMPLATES;

/**
 * The text a customer reads: the body of `name` in `language` with `params` in its placeholders
 * (a missing one reads as empty), and the footer on its own line.
 */
export function renderTemplate(name: TemplateName, language: MessageLanguage, params: readonly string[]): string {
  const template: WhatsAppTemplate = WHATSAPP_TEMPLATES[name][language];
  const body = template.body.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => params[Number(n) - 1] ?? '');
  return template.footer ? `${body}\n${template.footer}` : body;
}

/**
 * Whether Meta refuses `text` as a template's text parameter: a new line or tab, or more than
 * four consecutive spaces (Cloud API error 132000, "Param text cannot have new-line/tab
 * characters or more than 4 consecutive spaces"; Meta's template message reference).
 */
export function isRefusedTemplateParameter(text: string): boolean {
  return /[\n\r\t]| {5,}/.test(text);
}

/**
 * `text` as a template's text parameter: every run of white space (spaces, tabs, new lines,
 * non-breaking spaces) one space, the ends trimmed, so Meta never refuses it
 * (isRefusedTemplateParameter; docs/whatsapp-templates.md#rules-every-file-keeps).
 */
export function toTemplateParameter(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
