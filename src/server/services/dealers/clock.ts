/**
 * The dealer services' clock. Routes read `dealerClock.now()` and pass the time down, so the
 * PIN-delay and token-expiry tests move time forward instead of sleeping.
 */
export const dealerClock: { now: () => Date } = { now: () => new Date() };
