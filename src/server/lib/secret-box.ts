/**
 * Secrets the shop must use again later (a printer's API key) stored sealed: AES-256-GCM
 * (NIST SP 800-38D) with a 96-bit random IV, under a key derived from SESSION_SECRET with
 * HKDF-SHA256 (RFC 5869), one key per `purpose`. Sealed text: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'chaabi-secret-box', purpose, 32));
}

/** Seals `plaintext` under `secret` (SESSION_SECRET) for `purpose`; '' stays ''. */
export function sealSecret(secret: string, purpose: string, plaintext: string): string {
  if (plaintext === '') return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/**
 * Opens what sealSecret made. @throws Error when the text was altered or sealed under another
 * secret (SESSION_SECRET changed: the admin enters the key again).
 */
export function openSecret(secret: string, purpose: string, sealed: string): string {
  if (sealed === '') return '';
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
