/** Share tokens: 24 random bytes (192 bits) as base64url; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

/** A fresh share token. */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** SHA-256 (hex) of a token, as kept in designs.share_token_hash. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
