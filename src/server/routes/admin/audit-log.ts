/** The audit log for the owner: GET /api/admin/audit-log and /audit-log.csv (docs/product.md#audit-log). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListResponse, AuditQuery } from '#shared/schemas/staff';
import { csvFromRecords, formatCsvDate } from '../../lib/csv';
import { countAudit, listAudit, type AuditFilter } from '../../services/staff/audit-log';
import type { Db } from '../../db/client';
import { sendDownload } from '../../lib/send-download';

/** India is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries read per round trip while the CSV streams (memory stays flat however long the log). */
const CSV_BATCH = 500;

/** Midnight in India at the start of `day` (YYYY-MM-DD), plus `days`. */
function indiaMidnight(day: string, days = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - IST_OFFSET_MS + days * DAY_MS);
}

function filterOf(query: ReturnType<typeof AuditQuery.parse>, limit: number): AuditFilter {
  return {
    ...(query.staffId !== undefined ? { staffId: query.staffId } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.recordType ? { recordType: query.recordType } : {}),
    ...(query.recordId ? { recordId: query.recordId } : {}),
    ...(query.from ? { from: indiaMidnight(query.from) } : {}),
    ...(query.to ? { to: indiaMidnight(query.to, 1) } : {}),
    ...(query.before !== undefined ? { before: query.before } : {}),
    limit,
  };
}

const CSV_COLUMNS = [
  'Time (IST)',
  'Staff',
  'Role',
  'Action',
  'Record',
  'Record id',
  'Amount (paise)',
  'Credits',
  'Before',
  'After',
  'Status',
  'Count',
  'Last time (IST)',
  'Address',
  'User agent',
];

export async function adminAuditLogRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /api/admin/audit-log — one page, newest first, filtered by person, action, record and India dates
  r.get(
    '/audit-log',
    {
      config: { permission: 'audit:read' },
      schema: {
        summary: 'The audit log, newest first (filters: person, action, record, dates)',
        querystring: AuditQuery,
        response: { 200: AuditListResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const filter = filterOf(request.query, request.query.limit + 1);
      const [rows, total] = await Promise.all([listAudit(db, filter), countAudit(db, filter)]);
      const page = rows.slice(0, request.query.limit);
      return {
        data: page.map((row) => ({ ...row, at: row.at.toISOString(), lastAt: (row.lastAt ?? row.at).toISOString() })),
        total,
        nextBefore: rows.length > request.query.limit ? page[page.length - 1]!.id : null,
      };
    },
  );

  // GET /api/admin/audit-log.csv — the same filters, as CSV: every matching entry, newest first,
  // read in keyset batches and streamed (the log only grows; no cap, no whole log in memory)
  r.get(
    '/audit-log.csv',
    {
      config: { permission: 'audit:read' },
      schema: { summary: 'The audit log as CSV, with the same filters', querystring: AuditQuery },
    },
    async (request, reply) => {
      const query = request.query;
      async function* records() {
        let before = query.before;
        for (;;) {
          const rows = await listAudit(db, filterOf({ ...query, before }, CSV_BATCH));
          for (const row of rows) {
            yield {
              'Time (IST)': formatCsvDate(row.at),
              Staff: row.staffEmail ?? '',
              Role: row.role ?? '',
              Action: row.action,
              Record: row.recordType ?? '',
              'Record id': row.recordId ?? '',
              'Amount (paise)': row.amountPaise ?? '',
              Credits: row.credits ?? '',
              Before: row.before === null ? '' : JSON.stringify(row.before),
              After: row.after === null ? '' : JSON.stringify(row.after),
              Status: row.status ?? '',
              Count: row.count,
              'Last time (IST)': formatCsvDate(row.lastAt ?? row.at),
              Address: row.ip ?? '',
              'User agent': row.userAgent ?? '',
            };
          }
          if (rows.length < CSV_BATCH) return;
          before = rows[rows.length - 1]!.id;
        }
      }
      return sendDownload(reply, {
        fileName: 'chaabi-audit-log.csv',
        type: 'text/csv; charset=utf-8',
        body: csvFromRecords(records(), CSV_COLUMNS),
      });
    },
  );
}
