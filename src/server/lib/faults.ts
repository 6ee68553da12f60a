/**
 * Classifies infrastructure faults so the error handler can answer them honestly
 * (docs/product.md#faults): a database that is down, restarting or stalled is a 503 the client may
 * retry; a value PostgreSQL refuses (NUL, an out-of-range number) is the client's 400; a storage
 * failure is a 503. Drizzle wraps driver errors, so every check walks `cause`.
 */

/** PostgreSQL SQLSTATEs meaning "the database cannot serve you right now". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (backend terminated)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up / shutting down)
  '57P05', // idle_session_timeout
  '57014', // query_canceled (statement_timeout)
  '55P03', // lock_not_available (lock_timeout)
  '53300', // too_many_connections
  '53400', // configuration_limit_exceeded
  '25P03', // idle_in_transaction_session_timeout
  '40001', // serialization_failure: retry
  '40P01', // deadlock_detected: retry
]);

/** Node socket errors that mean the database connection is gone. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own messages for a lost connection or a pool/query timeout. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'Client was closed and is not queryable',
  'terminating connection',
  'Connection ended unexpectedly',
  'PGlite is closed',
];

/** Filesystem errnos meaning storage cannot be written or read right now. */
const STORAGE_ERRNOS = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'EIO', 'EDQUOT', 'EMFILE', 'ENFILE', 'ENOTDIR', 'EBUSY']);

/** The error and its causes, outermost first (at most 6 deep). */
export function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 6; e = (e as { cause?: unknown }).cause) {
    chain.push(e);
  }
  return chain;
}

function codeOf(e: object): string | undefined {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(e: object): string {
  const message = (e as { message?: unknown }).message;
  return typeof message === 'string' ? message : '';
}

/** The SQLSTATE of a PostgreSQL error anywhere in the chain (5 characters), if any. */
export function sqlState(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = codeOf(e);
    if (code && /^[0-9A-Z]{5}$/.test(code) && 'severity' in e) return code;
    if (code && /^[0-9A-Z]{5}$/.test(code) && e.constructor?.name === 'DatabaseError') return code;
  }
  return undefined;
}

/**
 * True when the database is unreachable, restarting, stalled or timed out: SQLSTATE class 08
 * (connection exception), the codes above, socket errors and node-postgres's timeouts.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || UNAVAILABLE_SQLSTATES.has(state))) return true;
  for (const e of errorChain(error)) {
    const code = codeOf(e);
    if (code && CONNECTION_ERRNOS.has(code)) return true;
    const message = messageOf(e);
    if (CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/**
 * True when `error` is the client hanging up before its request was read (Node's "aborted",
 * ECONNRESET on the request's own socket) rather than a fault of ours: `clientGone` says the
 * request's socket is closed. A PostgreSQL error is never one, whatever the socket's state.
 */
export function isClientAbort(error: unknown, clientGone: boolean): boolean {
  if (!clientGone || sqlState(error) !== undefined) return false;
  return errorChain(error).some((e) => {
    const code = codeOf(e);
    return code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'ERR_STREAM_PREMATURE_CLOSE' || messageOf(e) === 'aborted';
  });
}

/**
 * True when PostgreSQL refused a value the client sent: SQLSTATE class 22 (data exception:
 * NUL in text, invalid UTF-8, numeric out of range, bad date). The request changed nothing.
 */
export function isRejectedValue(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && state.startsWith('22');
}

/** True when a filesystem call failed for a reason the client cannot fix (permissions, full disk, I/O). */
export function isStorageFailure(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = codeOf(e);
    if (code && STORAGE_ERRNOS.has(code) && 'syscall' in e) return true;
  }
  return false;
}

/**
 * What may be logged of an error: name, message and codes, with Drizzle's "Failed query …
 * params: …" reduced to the SQL text (parameters carry customer data).
 */
export function safeErrorFields(error: unknown): Record<string, unknown> {
  const chain = errorChain(error);
  const first = chain[0];
  if (!first) return { message: String(error) };
  const fields: Record<string, unknown> = {
    type: (first as { name?: unknown }).name ?? first.constructor?.name,
    message: redactQueryMessage(messageOf(first)),
  };
  const state = sqlState(error);
  if (state) fields.sqlState = state;
  const codes = chain.map(codeOf).filter((c): c is string => c !== undefined);
  if (codes.length > 0) fields.code = codes[0];
  const causes = chain.slice(1).map((e) => redactQueryMessage(messageOf(e)).slice(0, 300));
  if (causes.length > 0) fields.causes = causes;
  const stack = (first as { stack?: unknown }).stack;
  if (typeof stack === 'string') fields.stack = redactQueryMessage(stack.split('\n').slice(0, 8).join('\n'));
  return fields;
}

/** Drops the parameter list from Drizzle's query-failure message and caps its length. */
export function redactQueryMessage(message: string): string {
  const cut = message.search(/\n?params:/);
  const text = cut >= 0 ? `${message.slice(0, cut)} [params redacted]` : message;
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
