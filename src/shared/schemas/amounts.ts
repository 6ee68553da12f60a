/**
 * Bounds of the numbers a client sends for money and counts (docs/product.md#limits): every money
 * field is whole paise from 0 to MAX_AMOUNT_PAISE, every rupee number the old API carries is at most
 * the same amount, and every count at most MAX_COUNT. Past them a request is a 400 at the schema,
 * never a 500 in a conversion (`1e21.toFixed(2)` is "1e+21") or an integer column.
 */
import { z } from 'zod';

/** The largest amount one money field takes: ₹10,00,000 (ten lakh) in paise; fits an SQL integer. */
export const MAX_AMOUNT_PAISE = 100_000_000;

/** The largest count one field takes (credits, keychains, quantities): 10,000. */
export const MAX_COUNT = 10_000;

/** Whole paise from `min` (default 0) to MAX_AMOUNT_PAISE, with `message` on any refusal when given. */
export function paiseAmount(min = 0, message?: string): z.ZodNumber {
  const error = message === undefined ? {} : { error: message };
  return z
    .number(error)
    .int(message)
    .min(min, message)
    .max(MAX_AMOUNT_PAISE, message ?? `At most ${MAX_AMOUNT_PAISE} paise`);
}

/** Rupees as a number (the spec's informative price fields): 0 to MAX_AMOUNT_PAISE / 100. */
export function rupeeAmount(): z.ZodNumber {
  return z
    .number()
    .min(0)
    .max(MAX_AMOUNT_PAISE / 100, `At most ${MAX_AMOUNT_PAISE / 100} rupees`);
}

/** A whole count from `min` (default 0) to MAX_COUNT. */
export function countField(min = 0): z.ZodNumber {
  return z.number().int().min(min).max(MAX_COUNT, `At most ${MAX_COUNT}`);
}
