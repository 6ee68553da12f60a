/**
 * The signature of WhatsApp webhooks (Meta's "Validating payloads"): X-Hub-Signature-256 is
 * `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. The simulated provider
 * signs its own webhooks the same way, so one check serves both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Meta signs webhooks in. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=<hex>` of `rawBody` (UTF-8) with `appSecret`. */
export function signWhatsAppWebhook(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `header` is the signature of `rawBody` with `appSecret` (constant-time compare). */
export function isValidWhatsAppSignature(appSecret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWhatsAppWebhook(appSecret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
