/**
 * Code normalisation (docs/product.md#coupon-codes): what a shopper or the admin types is
 * normalised before it is matched — spaces, hyphens and invisible characters dropped, full-width
 * forms folded, upper case — and whatever is not then A-Z and 0-9 is refused with one message.
 */
import { describe, expect, it } from 'vitest';
import { normalisePromotionCode, OrderQuoteRequest, PROMOTION_MESSAGES, promotionCodeField } from './promotion';

describe('normalisePromotionCode', () => {
  it.each([
    ['diwali10', 'DIWALI10'],
    ['  Diwali 10  ', 'DIWALI10'],
    ['diwali-10', 'DIWALI10'],
    ['DIWALI_10', 'DIWALI10'],
    ['DIWALI\u200b10', 'DIWALI10'], // zero-width space pasted from a chat
    ['\ufeffDIWALI10\u2060', 'DIWALI10'], // byte-order mark and word joiner
    ['DIWA\u00adLI10', 'DIWALI10'], // soft hyphen
    ['ＤＩＷＡＬＩ１０', 'DIWALI10'], // full-width letters and digits
    ['diwali\t10\n', 'DIWALI10'],
  ])('%j → %s', (typed, code) => {
    expect(normalisePromotionCode(typed)).toBe(code);
    expect(promotionCodeField.parse(typed)).toBe(code);
  });

  it.each([
    ['symbols', 'DIWALI!10'],
    ['an emoji', 'DIWALI🎉'],
    ['Devanagari digits', 'DIWALI१०'],
    ['too short once cleaned', ' a-b '],
    ['too long', 'A'.repeat(21)],
    ['only invisible characters', '\u200b\u200b'],
  ])('refuses %s with the format message', (_, typed) => {
    const parsed = promotionCodeField.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(PROMOTION_MESSAGES.format);
  });

  it('treats an empty code at checkout as no code', () => {
    expect(OrderQuoteRequest.parse({ quantity: 1, couponCode: '' }).couponCode).toBeUndefined();
  });
});
