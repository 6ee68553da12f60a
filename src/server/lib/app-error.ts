/**
 * The one error type services throw (docs/architecture.md "Errors"). The error handler maps `code`
 * to an HTTP status and answers `{ code, message, issues? }`; 5xx internals are never sent.
 */

/** Error codes and their HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_SIGNATURE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** A sensitive admin action needs the password or a second factor entered within 5 minutes (docs/product.md#staff-sign-in). */
  REAUTH_REQUIRED: 403,
  /** In production a staff member must enrol a second factor before any admin data (docs/product.md#staff-sign-in). */
  MFA_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Idempotency-Key reused with another request body (IETF httpapi idempotency draft). */
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  GATEWAY_UNAVAILABLE: 503,
  /** The courier's API is down or slow: nothing was booked twice; retry (Retry-After). */
  COURIER_UNAVAILABLE: 503,
  /** The database is unreachable, restarting or stalled: retry later (Retry-After). */
  DATABASE_UNAVAILABLE: 503,
  /** File storage (upload folder or S3) cannot be written or read: nothing was half-written. */
  STORAGE_UNAVAILABLE: 503,
  /** Production checkout before the seller's details are saved (docs/product.md#seller-details). */
  CHECKOUT_CLOSED: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** A service error with a code, a message safe to show, and optional field issues. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly issues?: { path: string; message: string }[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { issues?: { path: string; message: string }[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.code = code;
    this.issues = extra.issues;
    this.headers = extra.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
