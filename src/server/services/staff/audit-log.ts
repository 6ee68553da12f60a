/**
 * The audit log (docs/product.md#audit-log): one append-only row per admin write, sign-in and
 * failed sign-in, saying who (staff id, e-mail, role), what (`action`), which record, before and
 * after where the write changes settings or a status, when, from which address and user agent
 * (OWASP ASVS 5.0 16.3.1). The table refuses UPDATE, DELETE and TRUNCATE by trigger.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** One entry to append. */
export interface AuditEntry {
  at: Date;
  staff?: { id: number; email: string; role: string } | null;
  /** e.g. `sign_in`, `sign_in.failed`, `order.status`, `settings.business`, or "PATCH /api/admin/orders/:id". */
  action: string;
  recordType?: string | null;
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Money the write moved, integer paise (a refund's amount), when it moved any. */
  amountPaise?: number | null;
  /** Dealer credits the write added (positive) or removed (negative). */
  credits?: number | null;
  status?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  /** For a failed sign-in: the e-mail tried (kept, since no staff row may have it). */
  email?: string | null;
}

/** Repeated identical refusals within this long of a row's first are counted on it, ms. */
export const AUDIT_COALESCE_WINDOW_MS = 60_000;
/** Longest text kept in a column (longer is cut and ends in "…"), characters. */
export const AUDIT_MAX_TEXT = 1000;
/** Longest user agent kept, characters. */
const MAX_USER_AGENT = 400;
/** Longest before/after kept, characters of its JSON; longer is kept as a cut preview. */
export const AUDIT_MAX_JSON = 16_000;

/**
 * `value` as PostgreSQL's text columns take it (they refuse NUL, and jsonb refuses lone UTF-16
 * surrogates): NUL written as the visible escape `\u0000`, a lone surrogate as U+FFFD, then cut
 * to `max` characters ending in "…". An audit row keeps what was sent, readably, and never fails
 * for it (docs/product.md#audit-log).
 */
export function storableText(value: string, max = AUDIT_MAX_TEXT): string {
  let text = wellFormed(value.replaceAll('\0', '\\u0000'));
  if (text.length > max) text = `${wellFormed(text.slice(0, max - 1))}…`;
  return text;
}

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with each lone surrogate as U+FFFD (String.prototype.toWellFormed, ES2024). */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

function storableValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storableText(value, AUDIT_MAX_JSON);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== 'object') return typeof value === 'boolean' ? value : null;
  if (depth > 20) return '…';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => storableValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [storableText(key, 200), storableValue(item, depth + 1)]),
  );
}

/**
 * `value` as a jsonb column takes it: every string and key through `storableText`, non-finite
 * numbers and functions as null, Dates as ISO text; over `AUDIT_MAX_JSON` characters of JSON it
 * becomes `{ truncated: true, preview }`. Undefined and null stay null.
 */
export function storableJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const clean = storableValue(value, 0);
  const json = JSON.stringify(clean);
  if (json.length <= AUDIT_MAX_JSON) return clean;
  return { truncated: true, preview: storableText(json, AUDIT_MAX_JSON) };
}

function storableInteger(value: number | null | undefined, min: number, max: number): number | null {
  if (value === undefined || value === null || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function rowOf(entry: AuditEntry): typeof auditLog.$inferInsert {
  const text = (value: string | null | undefined, max = AUDIT_MAX_TEXT) => (value ? storableText(value, max) : null);
  return {
    at: entry.at,
    staffId: entry.staff?.id ?? null,
    staffEmail: text(entry.staff?.email ?? entry.email),
    role: text(entry.staff?.role),
    action: storableText(entry.action),
    recordType: text(entry.recordType),
    recordId: entry.recordId === undefined || entry.recordId === null ? null : storableText(String(entry.recordId)),
    before: storableJson(entry.before),
    after: storableJson(entry.after),
    amountPaise: storableInteger(entry.amountPaise, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    credits: storableInteger(entry.credits, -2_147_483_648, 2_147_483_647),
    status: storableInteger(entry.status, 0, 999),
    ip: text(entry.ip, 100),
    userAgent: text(entry.userAgent, MAX_USER_AGENT),
    count: 1,
    lastAt: entry.at,
  };
}

/** A refusal (status 400 and up) by a staff member: repeats of it are counted on one row. */
function isCoalescable(row: typeof auditLog.$inferInsert): row is typeof auditLog.$inferInsert & { staffId: number; status: number } {
  return row.staffId !== null && row.staffId !== undefined && row.status !== null && row.status !== undefined && row.status >= 400;
}

/**
 * Counts refusal `row` on the open row of the same staff member, status and action (its
 * `open_key`) begun within the last minute, or opens one. One INSERT … ON CONFLICT on the unique
 * open key does the look and the write at once, so concurrent requests, on one instance or on
 * several sharing the database, end with one row and the exact count. An open row whose minute
 * is over is closed (its key cleared) and a new one opened.
 */
async function appendRefusal(db: Db, row: typeof auditLog.$inferInsert & { staffId: number; status: number }): Promise<void> {
  const openKey = createHash('sha256').update(`${row.staffId}|${row.status}|${row.action}`).digest('hex');
  const since = new Date(row.at.getTime() - AUDIT_COALESCE_WINDOW_MS);
  for (let attempt = 0; attempt < 3; attempt++) {
    const written = await db
      .insert(auditLog)
      .values({ ...row, openKey })
      .onConflictDoUpdate({
        target: auditLog.openKey,
        targetWhere: sql`${auditLog.openKey} is not null`,
        set: {
          count: sql`${auditLog.count} + 1`,
          lastAt: sql`greatest(coalesce(${auditLog.lastAt}, ${auditLog.at}), excluded.last_at)`,
        },
        setWhere: gt(auditLog.at, since),
      })
      .returning({ id: auditLog.id });
    if (written.length > 0) return;
    await db
      .update(auditLog)
      .set({ openKey: null })
      .where(and(eq(auditLog.openKey, openKey), lte(auditLog.at, since)));
  }
  await db.insert(auditLog).values(row);
}

/**
 * Appends one entry (docs/product.md#audit-log). Every text and JSON value is made storable
 * first (`storableText`, `storableJson`), so what a request sent can never stop its row. A
 * refusal (status 400 and up) by a staff member that repeats one of the last minute (same
 * person, action and status) adds 1 to that row's `count` instead of a row
 * (docs/decisions/214-audit-log-coalesces-repeated-refusals.md).
 * Should the database still refuse the row, it is written once more without its before and
 * after, and the answer says so (`'without-changes'`).
 * @throws what the database throws when even that fails (unreachable, say).
 */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<'stored' | 'without-changes'> {
  const row = rowOf(entry);
  try {
    if (isCoalescable(row)) await appendRefusal(db, row);
    else await db.insert(auditLog).values(row);
    return 'stored';
  } catch (error) {
    try {
      await db.insert(auditLog).values({ ...row, before: null, after: null });
    } catch {
      throw error;
    }
    return 'without-changes';
  }
}

/** Filters of GET /api/admin/audit-log; `from`/`to` are instants, `to` exclusive. */
export interface AuditFilter {
  staffId?: number;
  action?: string;
  recordType?: string;
  recordId?: string;
  from?: Date;
  to?: Date;
  /** Entries with an id below this (the next page), newest first. */
  before?: number;
  limit: number;
}

function auditWhere(filter: Omit<AuditFilter, 'limit'>): SQL | undefined {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.recordType) where.push(eq(auditLog.recordType, filter.recordType));
  if (filter.recordId) where.push(eq(auditLog.recordId, filter.recordId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.before !== undefined) where.push(lte(auditLog.id, filter.before - 1));
  return where.length ? and(...where) : undefined;
}

/** Entries matching `filter`, newest first, at most `filter.limit`. */
export async function listAudit(db: Db, filter: AuditFilter) {
  return db.select().from(auditLog).where(auditWhere(filter)).orderBy(desc(auditLog.id)).limit(filter.limit);
}

/** How many entries match `filter`'s person, action, record and dates (every page; `before` and `limit` ignored). */
export async function countAudit(db: Db, filter: Omit<AuditFilter, 'limit'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(auditWhere({ ...filter, before: undefined }));
  return Number(row?.n ?? 0);
}
