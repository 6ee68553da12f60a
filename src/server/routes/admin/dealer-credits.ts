/**
 * Admin Dealers tab, a dealer's credits (docs/product.md#admin-dealers,
 * docs/decisions/060-dealer-credit-ledger.md): adding and removing credits, and the ledger they
 * write, page by page or whole as CSV; admin session required. The dealers themselves (list,
 * create, edit, PIN, delete) are in dealers.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DealerLedgerPage, DealerOrdersPage, HistoryPageQuery } from '#shared/schemas/dealer';
import {
  AddCreditsRequest,
  AddCreditsResponse,
  DealerIdParams,
  DealerTransactionsPage,
  DealerTransactionsQuery,
} from '#shared/schemas/dealer-admin';
import { addDealerCredits } from '../../services/dealers/add-dealer-credits';
import { exportDealerLedgerCsv } from '../../services/dealers/export-dealer-ledger-csv';
import { getDealerOrThrow } from '../../services/dealers/get-dealer-or-throw';
import { listDealerLedger } from '../../services/dealers/list-dealer-ledger';
import { listDealerTransactions } from '../../services/dealers/list-dealer-transactions';
import { removeDealerCredits } from '../../services/dealers/remove-dealer-credits';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sendDownload } from '../../lib/send-download';
import type { AuditChange } from '../../plugins/audit-trail';

/** The audit row of a credit change: the dealer, the signed credits and the ledger row (docs/product.md#audit-log). */
function creditsChange(answer: {
  dealer: { id: number; keychainCredits: number };
  transaction: { id: number; amount: number };
}): AuditChange {
  return {
    recordType: 'dealers',
    recordId: answer.dealer.id,
    credits: answer.transaction.amount,
    after: { keychainCredits: answer.dealer.keychainCredits, ledgerEntryId: answer.transaction.id },
  };
}

/**
 * Registers GET `path` (it has `:dealerId`; permission dealers:read): one page (HistoryPageQuery,
 * `page` from 1 and `pageSize`) of a dealer's history, newest first, never cached, read by `list`
 * as `response`; a 404 when there is no such dealer (getDealerOrThrow). The ledger here and the
 * orders in dealers.ts (docs/product.md#admin-dealers).
 */
export function dealerHistoryRoute(
  app: FastifyInstance,
  db: Db,
  route: {
    path: `${string}/:dealerId/${string}`;
    summary: string;
    response: typeof DealerLedgerPage | typeof DealerOrdersPage;
    list: (db: Db, options: { dealerId: number; page: number; pageSize: number }) => Promise<DealerLedgerPage | DealerOrdersPage>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      config: { permission: 'dealers:read' },
      schema: { summary: route.summary, params: DealerIdParams, querystring: HistoryPageQuery, response: { 200: route.response } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await getDealerOrThrow(db, request.params.dealerId);
      return route.list(db, { dealerId: request.params.dealerId, ...request.query });
    },
  );
}

/** The routes of a dealer's credits and ledger under /api/admin/dealers; `now` is the shop's clock. */
export async function adminDealerCreditRoutes(app: FastifyInstance, opts: { db: Db; now: Clock }): Promise<void> {
  const { db, now } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // POST /api/admin/dealers/add-credits — add 1..10,000 credits with a reason (ledger row)
  r.post(
    '/dealers/add-credits',
    {
      config: { permission: 'dealers:credits', reauth: true },
      schema: {
        summary: 'Add 1..10,000 credits with a reason (ledger row)',
        body: AddCreditsRequest,
        response: { 200: AddCreditsResponse },
      },
    },
    async (request) => {
      request.auditChange = { recordType: 'dealers', recordId: request.body.dealerId };
      const answer = await addDealerCredits(db, { ...request.body, adminUserId: 'admin', now: now() });
      request.auditChange = creditsChange(answer);
      return answer;
    },
  );

  // POST /api/admin/dealers/remove-credits — remove 1..10,000 credits with a reason, never below 0
  r.post(
    '/dealers/remove-credits',
    {
      config: { permission: 'dealers:credits', reauth: true },
      schema: {
        summary: 'Remove 1..10,000 credits with a reason, never below 0',
        body: AddCreditsRequest,
        response: { 200: AddCreditsResponse },
      },
    },
    async (request) => {
      request.auditChange = { recordType: 'dealers', recordId: request.body.dealerId };
      const answer = await removeDealerCredits(db, { ...request.body, adminUserId: 'admin', now: now() });
      request.auditChange = creditsChange(answer);
      return answer;
    },
  );

  // GET /api/admin/dealers/:dealerId/transactions — one page of every ledger row (pending purchases too), newest first
  r.get(
    '/dealers/:dealerId/transactions',
    {
      config: { permission: 'dealers:read' },
      schema: {
        summary: "One page of the dealer's ledger rows (pending purchases too), newest first, and their total; ?cursor= continues",
        params: DealerIdParams,
        querystring: DealerTransactionsQuery,
        response: { 200: DealerTransactionsPage },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { limit, cursor } = request.query;
      return listDealerTransactions(db, { dealerId: request.params.dealerId, limit, ...(cursor ? { cursor } : {}) });
    },
  );

  // GET /api/admin/dealers/:dealerId/ledger — one page of balance changes, newest first (the dealer's History view)
  dealerHistoryRoute(app, db, {
    path: '/dealers/:dealerId/ledger',
    summary: "One page of the dealer's balance changes, newest first",
    response: DealerLedgerPage,
    list: listDealerLedger,
  });

  // GET /api/admin/dealers/:dealerId/ledger.csv — the whole ledger as CSV, streamed
  r.get(
    '/dealers/:dealerId/ledger.csv',
    {
      config: { permission: 'dealers:read' },
      schema: { summary: "The dealer's whole ledger as CSV, streamed", params: DealerIdParams },
    },
    async (request, reply) => {
      await getDealerOrThrow(db, request.params.dealerId);
      return sendDownload(reply, {
        fileName: `chaabi-dealer-${request.params.dealerId}-ledger.csv`,
        type: 'text/csv; charset=utf-8',
        body: exportDealerLedgerCsv(db, request.params.dealerId),
      });
    },
  );
}
