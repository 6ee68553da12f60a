/**
 * Signatures of the simulated courier's tracking webhooks (docs/decisions/053): HMAC-SHA256
 * over `${t}.${rawBody}` sent as `x-courier-signature: t=<unix seconds>,v1=<hex>` (Stripe's
 * scheme). A signature older or newer than the tolerance is refused, so a captured request
 * cannot be replayed later; within the window a repeat is a duplicate event and changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header name. */
export const COURIER_SIGNATURE_HEADER = 'x-courier-signature';
/** How far a signature's time may be from ours (seconds). */
export const SIGNATURE_TOLERANCE_S = 300;

/** The header value for `rawBody` signed at `at`. */
export function signCourierWebhook(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Why a signature does not hold, or null when it does (compared in constant time). */
export function courierSignatureProblem(secret: string, rawBody: string, header: string | undefined, now: Date): string | null {
  if (!header) return 'missing signature';
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed signature';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'signature mismatch';
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return 'signature expired (replayed?)';
  return null;
}
