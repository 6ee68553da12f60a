/** A clock a test owns, handed to the app as its `now` so the test moves time itself. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * A clock at `start` (an ISO instant; 1 April 2026, 09:00 UTC unless given) that moves only with
 * `advance(ms)`; `now()` answers the current instant (pass `now` as the app's clock).
 */
export function testClock(start = '2026-04-01T09:00:00Z'): { now: () => Date; advance: (ms: number) => void } {
  let current = new Date(start);
  return {
    now: () => current,
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
