/**
 * The audit log (docs/product.md#audit-log): one append-only row per admin write, sign-in and
 * failed sign-in, saying who (staff id, e-mail, role), what (`action`), which record, before and
 * after where the write changes settings or a status, when, from which address and user agent
 * (OWASP ASVS 5.0 16.3.1). The table refuses UPDATE, DELETE and TRUNCATE by trigger.
 */
import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
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
  status?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  /** For a failed sign-in: the e-mail tried (kept, since no staff row may have it). */
  email?: string | null;
}

/** Appends one entry. */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    staffId: entry.staff?.id ?? null,
    staffEmail: entry.staff?.email ?? entry.email ?? null,
    role: entry.staff?.role ?? null,
    action: entry.action,
    recordType: entry.recordType ?? null,
    recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    status: entry.status ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ? entry.userAgent.slice(0, 400) : null,
  });
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
