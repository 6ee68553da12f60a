/**
 * The reconcilers' back-off (docs/architecture.md "Payments"): a pending payment or refund is first
 * asked about a minute after it was opened, then after 2, 4, 8… minutes, at most an hour apart.
 * Lives in lib/ because the payment and the refund reconcilers both use it and neither imports the other's.
 */

/** A payment or refund is first asked about this long after it was opened (ms). */
export const FIRST_CHECK_AFTER_MS = 60 * 1000;
/** Longest pause between two checks of one payment or refund (ms). */
const MAX_CHECK_DELAY_MS = 60 * 60 * 1000;

/** The pause after the `attempts`-th check, ms: 1, 2, 4, 8 … minutes, at most an hour. */
export function checkDelayMs(attempts: number): number {
  return Math.min(FIRST_CHECK_AFTER_MS * 2 ** Math.max(0, attempts - 1), MAX_CHECK_DELAY_MS);
}
