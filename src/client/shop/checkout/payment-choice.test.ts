// The COD choice's words (docs/product.md#cash-on-delivery): a cart above the advance threshold
// reads "Pay ₹Y now, ₹Z on delivery" from the server's quote; without an advance, cash only.
import { describe, expect, it } from 'vitest';
import { paymentChoiceLabels } from './payment-choice';

describe('paymentChoiceLabels', () => {
  it('says what is paid now and on delivery when the quote has an advance', () => {
    const labels = paymentChoiceLabels({
      onlineSavingPaise: 0,
      cod: { enabled: true, feePaise: 4000, advancePaise: 10_000, collectPaise: 45_000 },
    });
    expect(labels.cod).toBe('Cash on delivery (+₹40)');
    expect(labels.codHint).toBe('Pay ₹100 now, ₹450 on delivery. We send you a code to confirm the order before we print it.');
  });

  it('says cash to the courier without an advance', () => {
    const labels = paymentChoiceLabels({
      onlineSavingPaise: 0,
      cod: { enabled: true, feePaise: 4000, advancePaise: 0, collectPaise: 55_000 },
    });
    expect(labels.codHint).toBe('Pay the courier in cash. We send you a code to confirm the order before we print it.');
  });
});
