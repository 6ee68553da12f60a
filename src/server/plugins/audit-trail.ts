/**
 * The audit trail of admin writes (docs/product.md#audit-log): with every answer to a POST, PUT,
 * PATCH or DELETE under /api/admin made in a staff session, one append-only row says who (id,
 * e-mail, role), what (`action`: the route, or what the route named), which record, the answer's
 * status, when, the address and the user agent. Routes that change settings or a status say what
 * it was before and after through `request.auditChange`, and routes that create a record or move
 * money or credits name the record and the amount there too. Repeated identical refusals within a
 * minute are counted on one row (services/staff/audit-log.ts). Sign-ins are written by the sign-in
 * routes themselves. A failure to write is logged and does not change the answer already sent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';
import { appendAudit } from '../services/staff/audit-log';

/** What a route tells the audit trail about its write. */
export interface AuditChange {
  /** e.g. `order.status`; defaults to "METHOD /route". */
  action?: string;
  recordType?: string;
  recordId?: string | number;
  before?: unknown;
  after?: unknown;
  /** Money the write moved, integer paise (a refund), when it moved any. */
  amountPaise?: number;
  /** Dealer credits the write added (positive) or removed (negative). */
  credits?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by an admin write to give the audit row its before/after (plugins/audit-trail.ts). */
    auditChange: AuditChange | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The record a route's URL names: `/api/admin/orders/:id/…` → orders, the :id (or the first param). */
function recordOf(request: FastifyRequest): { recordType: string | null; recordId: string | null } {
  const url = request.routeOptions.url ?? '';
  const recordType = url.replace(/^\/api\/admin\//, '').split('/')[0] || null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const first = params.id ?? Object.values(params)[0];
  return { recordType, recordId: typeof first === 'string' || typeof first === 'number' ? String(first) : null };
}

/** Installs the onSend hook that writes the audit rows of admin writes into `db` at `now`. */
export function installAuditTrail(app: FastifyInstance, { db, now }: { db: Db; now: Clock }): void {
  app.decorateRequest('auditChange', null);
  // onSend, not onResponse: the row is written before the answer leaves, so a client that has its
  // answer can read the entry, and a crash after answering cannot lose it.
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/admin/') || !WRITES.has(request.method)) return payload;
    const session = request.adminSession;
    if (!session || session.stage === 'pending') return payload;
    const change = request.auditChange;
    const record = recordOf(request);
    try {
      const stored = await appendAudit(db, {
        at: now(),
        staff: { id: session.staff.id, email: session.staff.email, role: session.staff.role },
        action: change?.action ?? `${request.method} ${url}`,
        recordType: change?.recordType ?? record.recordType,
        recordId: change?.recordId ?? record.recordId,
        before: change?.before,
        after: change?.after,
        amountPaise: change?.amountPaise ?? null,
        credits: change?.credits ?? null,
        status: reply.statusCode,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (stored === 'without-changes') request.log.warn({ action: change?.action ?? url }, 'audit row stored without its before/after');
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });
}
