import { describe, expect, it } from 'vitest';
import { proofImagePath } from './proof-url';

describe('proofImagePath', () => {
  it('names the design by value in the query, encoded', () => {
    expect(proofImagePath({ customText: 'Kiran', fontFamily: 'permanent-marker', textColor: 'light blue' })).toBe(
      '/api/proofs/keychain.png?text=Kiran&font=permanent-marker&colour=light+blue',
    );
  });
});
