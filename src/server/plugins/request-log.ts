/**
 * Logs an operator can use: one line per request with method, route path
 * (no query string: searches carry names), status and time; personal data, secrets and SQL
 * parameters redacted; 429s left to the sampled security event so a flood cannot fill the
 * disk; pino-pretty's readable lines when `npm start` runs in a terminal, JSON when stdout is a
 * pipe or file (LOG_FORMAT overrides; docs/decisions/236).
 */
import type { FastifyInstance } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../env';
import { safeErrorFields } from '../lib/faults';

/** Log paths never written: credentials and the personal data of docs/product.md#data. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'req.headers["x-api-key"]',
  'headers["x-api-key"]',
  'apiKey',
  '*.apiKey',
  'password',
  'pin',
  'newPin',
  'setupCode',
  'token',
  '*.password',
  '*.pin',
  '*.newPin',
  '*.setupCode',
  '*.token',
  '*.customerEmail',
  '*.customerName',
  '*.customerPhone',
  '*.email',
  '*.phone',
  '*.phoneNumber',
  '*.shippingAddress',
  '*.businessAddress',
  '*.address',
];

/** An error field as log text: strings, numbers and booleans as they are, anything else as `fallback`. */
function printable(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;
}

/**
 * How log lines are written (docs/decisions/236): LOG_FORMAT `pretty` or `json` as set; `auto`
 * (the default) is `pretty` when stdout is a terminal (`stdoutIsTTY`), `json` otherwise, so a
 * person running `npm start` reads lines and a process manager or log shipper gets JSON.
 */
export function chooseLogFormat(setting: Config['logFormat'], stdoutIsTTY: boolean): 'pretty' | 'json' {
  if (setting !== 'auto') return setting;
  return stdoutIsTTY ? 'pretty' : 'json';
}

/**
 * The stream pino writes to for `format`: for `pretty` a synchronous pino-pretty stream on
 * `destination` (default stdout, file descriptor 1; in the process, no transport worker to resolve
 * inside the bundle), coloured when `colorize`; for `json` undefined (pino's own stdout).
 */
export function logDestination(
  format: 'pretty' | 'json',
  colorize: boolean,
  destination: number | NodeJS.WritableStream = 1,
): DestinationStream | undefined {
  if (format === 'json') return undefined;
  return pretty({ colorize, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination });
}

/** Fastify's logger options for `config` (where the lines go: logDestination). */
export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Drizzle's errors carry the query's parameters (customer data) as properties and in the message.
      err: (error: Error) => {
        const fields = error instanceof Error ? safeErrorFields(error) : (error as Record<string, unknown>);
        return {
          ...fields,
          type: printable(fields.type, 'Error'),
          message: printable(fields.message, ''),
          stack: printable(fields.stack, ''),
        };
      },
      req: (req: { method?: string; url?: string; id?: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
    },
  };
}

const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** One line per finished request (Fastify's own request logging is off). */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status === 429) return; // sampled by the 'rate_limited' security event
    const path = request.url.split('?')[0]!;
    const line = { method: request.method, path, statusCode: status, ms: Math.round(reply.elapsedTime) };
    if (status >= 500 && status !== 503) request.log.error(line, 'request failed');
    else if (QUIET_PATHS.has(path)) request.log.debug(line, 'probe');
    else request.log.info(line, 'request completed');
  });
}
