/**
 * The shop's clock: the one source of "now" for every time-based rule (session timeouts, purges,
 * lease expiry, `updatedAt`). The composition root (src/server/composition-root.ts) builds the
 * app's one; plugins, routes and services receive it, and tests hand in a fixed one
 * (docs/decisions/037-composition-root.md).
 */
export type Clock = () => Date;
