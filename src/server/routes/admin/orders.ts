/**
 * Admin orders (docs/product.md#admin-orders, docs/product.md#admin-calls GET /api/admin/orders,
 * PATCH /api/admin/orders/{id}).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffActor } from '../../plugins/admin-auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrder,
  AdminOrderIdParams,
  AdminOrderIdsResponse,
  ExportOrdersQuery,
  LabelsPdfQuery,
  ListAdminOrdersQuery,
  ListAdminOrdersResponse,
  OrderTimelineResponse,
  UpdateOrderStatusRequest,
} from '#shared/schemas/admin-orders';
import { CourierModeResponse, CreateShipmentRequest, ShipmentResponse } from '#shared/schemas/shipping';
import { idempotent } from '../../plugins/idempotency';
import { createShipment } from '../../services/shipping/create-shipment';
import { buildLabelsPdf } from '../../services/admin/build-labels-pdf';
import { exportOrdersCsv } from '../../services/admin/export-orders-csv';
import { listAdminOrderIds } from '../../services/admin/list-admin-order-ids';
import { getOrderTimeline } from '../../services/admin/get-order-timeline';
import { listAdminOrders } from '../../services/admin/list-admin-orders';
import { transitionOrderStatus } from '../../services/admin/update-order-status';
import { MarkProcessingRequest, MarkProcessingResponse, PrintQueueResponse } from '#shared/schemas/print';
import { listPrintQueue } from '../../services/admin/list-print-queue';
import { GstReportQuery, TaxDocumentIdParams } from '#shared/schemas/tax-document';
import { exportGstCsv } from '../../services/invoices/export-gst-csv';
import { getOrderTaxDocumentPdf, getTaxDocumentPdf, type TaxDocumentPdf } from '../../services/invoices/get-tax-document-pdf';
import { markOrdersProcessing } from '../../services/admin/mark-orders-processing';
import type { PdfFonts } from '../../services/pdf/pdf-fonts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ShippingProvider } from '../../services/shipping/provider';
import { sendDownload } from '../../lib/send-download';

/** Marks an admin read as never cached (it changes with every order). */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/** Sends a rendered invoice or credit note, shown in the browser, never cached. */
function sendPdf(reply: FastifyReply, document: TaxDocumentPdf): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `inline; filename="${document.filename}"`)
    .type('application/pdf')
    .send(Buffer.from(document.pdf));
}

/**
 * The admin's order routes (docs/product.md#admin-orders, back office, print queue); admin session
 * only. Labels, invoices and credit notes are drawn with the app's `pdfFonts`.
 */
export async function adminOrderRoutes(
  app: FastifyInstance,
  opts: { db: Db; now: Clock; shipping: ShippingProvider; pdfFonts: PdfFonts },
): Promise<void> {
  const { db, now, shipping } = opts;
  const fonts = opts.pdfFonts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The hooks of an admin read: no caching (the guard comes from config.permission, plugins/admin-auth.ts). */
  const adminRead = { preHandler: noStore };

  // GET /api/admin/orders — one page newest first, with the stat cards' figures
  r.get(
    '/orders',
    {
      config: { permission: 'orders:read' },
      ...adminRead,
      schema: {
        summary: "One page of orders, newest first, with the stat cards' figures",
        querystring: ListAdminOrdersQuery,
        response: { 200: ListAdminOrdersResponse },
      },
    },
    (request) => listAdminOrders(db, { ...request.query, now: now() }),
  );

  // GET /api/admin/orders/ids — the ids matching the filters (select all), at most 200
  r.get(
    '/orders/ids',
    {
      config: { permission: 'orders:read' },
      ...adminRead,
      schema: {
        summary: 'The ids of the orders matching the filters (select all), at most 200',
        querystring: ExportOrdersQuery,
        response: { 200: AdminOrderIdsResponse },
      },
    },
    (request) => listAdminOrderIds(db, request.query),
  );

  // GET /api/admin/orders/labels.pdf?ids=1,2,3 — one 4×6 label page per order, in that order
  r.get(
    '/orders/labels.pdf',
    {
      config: { permission: 'orders:write' },
      schema: { summary: 'Shipping labels: one 4×6 page per order, in that order', querystring: LabelsPdfQuery },
    },
    async (request, reply) => {
      const pdf = await buildLabelsPdf(db, request.query.ids, { fonts });
      return sendDownload(reply, {
        fileName: `chaabi-labels-${request.query.ids.length}.pdf`,
        type: 'application/pdf',
        body: Buffer.from(pdf),
      });
    },
  );

  // GET /api/admin/orders/export.csv — the filtered orders, one line per keychain, streamed
  r.get(
    '/orders/export.csv',
    {
      config: { permission: 'orders:export', reauth: true },
      schema: { summary: 'The filtered orders as CSV, one line per keychain, streamed', querystring: ExportOrdersQuery },
    },
    async (request, reply) => {
      const csv = await exportOrdersCsv(db, request.query);
      const day = now().toISOString().slice(0, 10);
      return sendDownload(reply, { fileName: `chaabi-orders-${day}.csv`, type: 'text/csv; charset=utf-8', body: csv });
    },
  );

  // GET /api/admin/orders/:id/timeline — status changes and payment events, oldest first
  r.get(
    '/orders/:id/timeline',
    {
      config: { permission: 'orders:read' },
      ...adminRead,
      schema: {
        summary: "An order's status changes and payment events, oldest first",
        params: AdminOrderIdParams,
        response: { 200: OrderTimelineResponse },
      },
    },
    (request) => getOrderTimeline(db, request.params.id),
  );

  // GET /api/admin/orders/:id/invoice.pdf and credit-note.pdf — the order's tax documents
  for (const { file, kind, summary } of [
    { file: 'invoice', kind: 'invoice', summary: "The order's tax invoice" },
    { file: 'credit-note', kind: 'credit_note', summary: "The order's latest credit note" },
  ] as const) {
    r.get(
      `/orders/:id/${file}.pdf`,
      {
        config: { permission: 'orders:read' },
        schema: { summary, params: AdminOrderIdParams },
      },
      async (request, reply) => sendPdf(reply, await getOrderTaxDocumentPdf(db, { orderId: request.params.id, kind, fonts })),
    );
  }

  // GET /api/admin/tax-documents/:id.pdf — any invoice or credit note (dealers' invoices for credits too)
  r.get(
    '/tax-documents/:id.pdf',
    {
      config: { permission: 'orders:read' },
      schema: { summary: "Any invoice or credit note (dealers' invoices for credits too)", params: TaxDocumentIdParams },
    },
    async (request, reply) => sendPdf(reply, await getTaxDocumentPdf(db, { id: request.params.id, fonts })),
  );

  // GET /api/admin/reports/gst.csv?month=2026-11 — the month's invoices, credit notes, B2C and HSN summaries
  r.get(
    '/reports/gst.csv',
    {
      config: { permission: 'reports:read' },
      schema: { summary: "The month's GST report: invoices, credit notes, B2C and HSN summaries", querystring: GstReportQuery },
    },
    async (request, reply) =>
      sendDownload(reply, {
        fileName: `chaabi-gst-${request.query.month}.csv`,
        type: 'text/csv; charset=utf-8',
        body: await exportGstCsv(db, { month: request.query.month }),
      }),
  );

  // PATCH /api/admin/orders/:id — change an order's fulfilment status
  r.patch(
    '/orders/:id',
    {
      config: { permission: 'orders:write' },
      schema: {
        summary: "Change an order's fulfilment status",
        params: AdminOrderIdParams,
        body: UpdateOrderStatusRequest,
        response: { 200: AdminOrder },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const { order, from } = await transitionOrderStatus(db, {
        orderId,
        status: request.body.orderStatus,
        actor: staffActor(request),
        now: now(),
      });
      request.auditChange = {
        action: 'order.status',
        recordType: 'order',
        recordId: orderId,
        before: { orderStatus: from },
        after: { orderStatus: order.orderStatus },
      };
      return order;
    },
  );

  // POST /api/admin/orders/:id/shipments — book the courier (AWB, label) and mark the order shipped;
  // with the manual courier the body carries the courier's name and AWB the admin typed
  const shipmentHooks = idempotent({ db, now }, { scope: (request) => `admin:shipment:${(request.params as { id: number }).id}` });
  r.post(
    '/orders/:id/shipments',
    {
      config: { permission: 'orders:write' },
      preHandler: shipmentHooks.preHandler,
      onSend: shipmentHooks.onSend,
      schema: {
        summary: "Book the courier (AWB, label) and mark the order shipped; or record a manual courier's AWB",
        params: AdminOrderIdParams,
        body: CreateShipmentRequest,
        response: { 200: ShipmentResponse },
      },
    },
    (request) =>
      createShipment(db, { orderId: request.params.id, provider: shipping, now: now(), details: request.body, actor: staffActor(request) }),
  );

  // GET /api/admin/shipping/courier — whether the Ship dialog asks for the courier's name and AWB
  r.get(
    '/shipping/courier',
    {
      config: { permission: 'orders:write' },
      ...adminRead,
      schema: { summary: "Whether the Ship dialog asks for the courier's name and AWB", response: { 200: CourierModeResponse } },
    },
    () => ({
      provider: shipping.name,
      manual: shipping.capabilities.staffEntersAwb,
    }),
  );

  // GET /api/admin/print-queue — confirmed orders' keychains by colour combination
  r.get(
    '/print-queue',
    {
      config: { permission: 'print-room' },
      ...adminRead,
      schema: { summary: "Confirmed orders' keychains by colour combination", response: { 200: PrintQueueResponse } },
    },
    () => listPrintQueue(db),
  );

  // POST /api/admin/print-queue/processing — the selected confirmed orders to processing, audited one by one
  r.post(
    '/print-queue/processing',
    {
      config: { permission: 'print-room' },
      schema: {
        summary: 'Move the selected confirmed orders to processing, audited one by one',
        body: MarkProcessingRequest,
        response: { 200: MarkProcessingResponse },
      },
    },
    (request) => markOrdersProcessing(db, { ids: request.body.ids, now: now() }),
  );
}
