// Sealed secrets (lib/secret-box.ts): AES-256-GCM under an HKDF key from SESSION_SECRET; a fresh
// IV each time, tampering and another secret or purpose refused.
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const SECRET = 's'.repeat(40);

describe('secret box', () => {
  it('opens what it sealed; the sealed text hides the key and differs each time', () => {
    const a = sealSecret(SECRET, 'printer-api-key', 'PrusaLinkKey123');
    const b = sealSecret(SECRET, 'printer-api-key', 'PrusaLinkKey123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('PrusaLinkKey123');
    expect(openSecret(SECRET, 'printer-api-key', a)).toBe('PrusaLinkKey123');
    expect(sealSecret(SECRET, 'printer-api-key', '')).toBe('');
    expect(openSecret(SECRET, 'printer-api-key', '')).toBe('');
  });

  it('refuses altered text, another SESSION_SECRET and another purpose', () => {
    const sealed = sealSecret(SECRET, 'printer-api-key', 'PrusaLinkKey123');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret(SECRET, 'printer-api-key', [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSecret('t'.repeat(40), 'printer-api-key', sealed)).toThrow();
    expect(() => openSecret(SECRET, 'other', sealed)).toThrow();
    expect(() => openSecret(SECRET, 'printer-api-key', 'plain')).toThrow('Not a sealed secret');
  });
});
