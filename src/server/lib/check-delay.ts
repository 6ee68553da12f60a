/**
 * The reconcilers' back-off and pass (docs/architecture.md "Payments"): a pending payment or refund
 * is first asked about a minute after it was opened, then after 2, 4, 8… minutes, at most an hour
 * apart, and a pass stops when the gateway cannot be reached. Lives in lib/ because the payment
 * and the refund reconcilers both use it and neither imports the other's.
 */
import { AppError } from './app-error';

/** A payment or refund is first asked about this long after it was opened (ms). */
export const FIRST_CHECK_AFTER_MS = 60 * 1000;
/** Longest pause between two checks of one payment or refund (ms). */
const MAX_CHECK_DELAY_MS = 60 * 60 * 1000;

/** The pause after the `attempts`-th check, ms: 1, 2, 4, 8 … minutes, at most an hour. */
export function checkDelayMs(attempts: number): number {
  return Math.min(FIRST_CHECK_AFTER_MS * 2 ** Math.max(0, attempts - 1), MAX_CHECK_DELAY_MS);
}

/** What a row's next check is after the `checkAttempts`-th check, at `now`: one attempt more, due after checkDelayMs. */
export function nextCheck(checkAttempts: number, now: Date): { checkAttempts: number; nextCheckAt: Date } {
  const attempts = checkAttempts + 1;
  return { checkAttempts: attempts, nextCheckAt: new Date(now.getTime() + checkDelayMs(attempts)) };
}

/**
 * A reconciler's pass over the rows it claimed: asks the gateway about each in turn (`ask`) and
 * hands the answer to `settle`. Stops at the first AppError GATEWAY_UNAVAILABLE (that row and
 * the rest are asked again at their next check); any other error is thrown. Answers how many
 * rows the gateway answered and whether it was unreachable.
 */
export async function askGatewayInTurn<Row, Answer>(
  rows: readonly Row[],
  ask: (row: Row) => Promise<Answer>,
  settle: (row: Row, answer: Answer) => Promise<void>,
): Promise<{ checked: number; gatewayUnavailable: boolean }> {
  let checked = 0;
  for (const row of rows) {
    let answer: Answer;
    try {
      answer = await ask(row);
    } catch (error) {
      if (error instanceof AppError && error.code === 'GATEWAY_UNAVAILABLE') return { checked, gatewayUnavailable: true };
      throw error;
    }
    checked += 1;
    await settle(row, answer);
  }
  return { checked, gatewayUnavailable: false };
}
