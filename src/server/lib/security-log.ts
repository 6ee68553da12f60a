/**
 * Security events as structured log lines: `{ event: "security", kind, ip,
 * … }` at warn level, so an operator can alert on them. Repeated lines of the same kind from
 * the same address within a minute are sampled (the first, then one per 100 with the count
 * suppressed), so a flood cannot fill the disk.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** The kinds of security event we log. */
export type SecurityEventKind =
  | 'admin_login_failed'
  | 'dealer_pin_failed'
  | 'dealer_locked_out'
  | 'dealer_setup_code_refused'
  | 'webhook_signature_invalid'
  | 'webhook_amount_mismatch'
  | 'rate_limited'
  | 'cross_site_refused';

const WINDOW_MS = 60_000;
const SAMPLE_EVERY = 100;
const MAX_KEYS = 10_000;

interface Window {
  startedAt: number;
  count: number;
}

const windows = new Map<string, Window>();

/**
 * Decides whether the nth occurrence of `key` in its window is logged: the first, then every
 * 100th. Returns the number suppressed since the last logged line, or null to drop this one.
 */
export function sampleOccurrence(key: string, now: number): number | null {
  let w = windows.get(key);
  if (!w || now - w.startedAt >= WINDOW_MS) {
    if (windows.size >= MAX_KEYS) windows.clear();
    w = { startedAt: now, count: 0 };
    windows.set(key, w);
  }
  w.count += 1;
  if (w.count === 1) return 0;
  return w.count % SAMPLE_EVERY === 0 ? SAMPLE_EVERY - 1 : null;
}

/** Logs a security event for `request` (sampled per kind and client address). */
export function securityEvent(request: FastifyRequest, kind: SecurityEventKind, detail: Record<string, unknown> = {}): void {
  logSecurityEvent(request.log, kind, request.ip, detail);
}

/** Logs a security event on any logger (services that have no request). */
export function logSecurityEvent(
  log: FastifyBaseLogger,
  kind: SecurityEventKind,
  ip: string | undefined,
  detail: Record<string, unknown> = {},
): void {
  const suppressed = sampleOccurrence(`${kind}|${ip ?? ''}`, Date.now());
  if (suppressed === null) return;
  log.warn({ event: 'security', kind, ip, ...detail, ...(suppressed > 0 ? { suppressed } : {}) }, `security: ${kind}`);
}
