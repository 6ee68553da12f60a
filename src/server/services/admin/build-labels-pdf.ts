import { and, eq, inArray } from 'drizzle-orm';
import JsBarcode from 'jsbarcode';
import { rgb, type PDFPage } from 'pdf-lib';
import { barcodeBars, buildShippingLabel, type ShippingLabel } from '#shared/shipping-label';
import type { Db } from '../../db/client';
import { orders, shipments } from '../../db/schema/index';
import { getBusinessSettings } from '../settings/business-settings';
import { amountInWords } from '../invoices/amount-in-words';
import { AppError } from '../../lib/app-error';
import type { PdfFonts, PdfWeight } from '../pdf/pdf-fonts';
import { openPdf, type PdfWriter } from '../pdf/pdf-writer';

/** A 4 × 6 inch label in PDF points (72 per inch). */
const PAGE = { width: 4 * 72, height: 6 * 72 };
const MARGIN = 18;
/** Code 128 module width in points (≈0.28 mm): a 10-digit id still fits the label with its quiet zones. */
const MODULE = 0.8;

/** The Code 128 modules of a value ("1" bar, "0" space), start, checksum and stop included (JsBarcode's encoder). */
function code128Modules(value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  return (target.encodings ?? []).map((e) => e.data).join('');
}

function drawLabel(page: PDFPage, label: ShippingLabel, writer: PdfWriter): void {
  const inner = PAGE.width - 2 * MARGIN;
  let y = PAGE.height - MARGIN;
  const text = (value: string, size: number, weight: PdfWeight) => {
    for (const line of writer.wrap(value, { size, weight }, inner)) {
      y -= size * 1.25;
      writer.draw(page, line, { x: MARGIN, y, size, weight });
    }
  };
  const rule = (thickness: number) => {
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness, color: rgb(0, 0, 0) });
  };

  y -= 24;
  writer.draw(page, label.brand, { x: MARGIN, y, size: 24, weight: 'bold' });
  writer.drawRight(page, `Order #${label.orderId}`, { right: PAGE.width - MARGIN, y, size: 12, weight: 'bold' });
  if (label.collectInWords) {
    // Cash on delivery: "COD — COLLECT ₹540.00" boxed across the label, the amount in words under
    // it as on a cheque, so the figure cannot be misread at the door (docs/product.md#cash-on-delivery).
    if (label.courier) writer.draw(page, label.courier, { x: MARGIN, y: y - 18, size: 12, weight: 'bold' });
    y -= 46;
    page.drawRectangle({ x: MARGIN, y: y - 5, width: inner, height: 22, borderColor: rgb(0, 0, 0), borderWidth: 2 });
    const markWidth = writer.width(label.paymentMark, { size: 14, weight: 'bold' });
    writer.draw(page, label.paymentMark, { x: (PAGE.width - markWidth) / 2, y, size: 14, weight: 'bold' });
    y -= 6;
    text(label.collectInWords, 9, 'bold');
    // With an advance: what was paid online and what the courier collects, side by side.
    if (label.advanceLine) text(label.advanceLine, 9, 'bold');
  } else {
    // PREPAID in a box under the order number: the courier collects nothing.
    const markWidth = writer.width(label.paymentMark, { size: 14, weight: 'bold' }) + 10;
    page.drawRectangle({
      x: PAGE.width - MARGIN - markWidth,
      y: y - 22,
      width: markWidth,
      height: 18,
      borderColor: rgb(0, 0, 0),
      borderWidth: 1.5,
    });
    writer.draw(page, label.paymentMark, { x: PAGE.width - MARGIN - markWidth + 5, y: y - 18, size: 14, weight: 'bold' });
    if (label.courier) writer.draw(page, label.courier, { x: MARGIN, y: y - 18, size: 12, weight: 'bold' });
    y -= 22;
  }
  rule(2);

  // The barcode: bars of the Code 128 modules, centred, 10 modules of quiet zone each side.
  const modules = code128Modules(label.barcodeValue);
  const barHeight = 56;
  const x0 = (PAGE.width - modules.length * MODULE) / 2;
  y -= 10 + barHeight;
  for (const bar of barcodeBars(modules)) {
    page.drawRectangle({ x: x0 + bar.start * MODULE, y, width: bar.width * MODULE, height: barHeight, color: rgb(0, 0, 0) });
  }
  const valueText = label.awb ? `AWB ${label.barcodeValue}` : label.barcodeValue;
  const valueWidth = writer.width(valueText, { size: 12, weight: 'regular' });
  y -= 14;
  writer.draw(page, valueText, { x: (PAGE.width - valueWidth) / 2, y, size: 12, weight: 'regular' });
  y -= 8;

  text('SHIP TO', 9, 'bold');
  text(label.recipient, 16, 'bold');
  for (const line of label.addressLines) text(line, 12, 'regular');
  text(label.country, 12, 'regular');
  text(`PIN ${label.pinCode}`, 18, 'bold');
  text(`Phone: ${label.phone}`, 12, 'regular');

  // The return address above the footer (business settings, docs/decisions/053).
  const returnLines = label.returnAddress.flatMap((line) => writer.wrap(line, { size: 8, weight: 'regular' }, inner));
  y = MARGIN + 34 + 10 * (returnLines.length + 1) + 6;
  rule(1);
  y -= 10;
  writer.draw(page, 'RETURN TO', { x: MARGIN, y, size: 8, weight: 'bold' });
  for (const line of returnLines) {
    y -= 10;
    writer.draw(page, line, { x: MARGIN, y, size: 8, weight: 'regular' });
  }
  y = MARGIN + 34;
  rule(2);
  const date = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(label.createdAt),
  );
  y -= 14;
  writer.draw(page, `${label.itemCount} ${label.itemCount === 1 ? 'item' : 'items'} · Custom keychains`, {
    x: MARGIN,
    y,
    size: 11,
    weight: 'bold',
  });
  writer.drawRight(page, date, { right: PAGE.width - MARGIN, y, size: 11, weight: 'regular' });
  y -= 14;
  writer.draw(page, `From: ${label.brand} - Custom 3D-printed keychains - India`, { x: MARGIN, y, size: 8, weight: 'regular' });
}

/**
 * One PDF with a 4 × 6 inch shipping label page per order, in the order the ids were given
 * (bulk labels): the same content as the single label (docs/product.md#admin-orders) with a Code
 * 128 barcode of the courier's AWB once booked (else the order id), PREPAID or, for cash on delivery,
 * "COD — COLLECT ₹540.00" with the amount in words (docs/product.md#cash-on-delivery), and the return address
 * from the business settings. Repeated ids print once. Names and addresses in the shop's Indian
 * scripts are shaped and drawn with `options.fonts` (docs/decisions/092-indic-text-in-pdfs.md).
 * @throws AppError NOT_FOUND naming the ids that do not exist, BAD_REQUEST naming the cancelled
 *   orders among them (nothing is printed then).
 */
export async function buildLabelsPdf(db: Db, ids: number[], options: { fonts: PdfFonts }): Promise<Uint8Array> {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(orders).where(inArray(orders.id, unique));
  const booked = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderId, unique), eq(shipments.state, 'created')));
  const shipmentOf = new Map(booked.map((s) => [s.orderId, s]));
  const seller = await getBusinessSettings(db);
  const returnAddress = [seller.tradeName || seller.legalName, ...seller.address.split(/\r?\n/), `Phone ${seller.phone}`];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', `Orders not found: ${missing.join(', ')}`);
  // A cancelled order is not shipped: no label (docs/product.md#admin-orders).
  const cancelled = unique.filter((id) => byId.get(id)!.orderStatus === 'cancelled');
  if (cancelled.length > 0) {
    throw new AppError('BAD_REQUEST', `No shipping label for a cancelled order: ${cancelled.map((id) => `#${id}`).join(', ')}`);
  }

  const writer = await openPdf(options.fonts, { title: `Chaabi shipping labels (${unique.length})` });
  for (const id of unique) {
    const row = byId.get(id)!;
    const label = buildShippingLabel(
      {
        id: row.id,
        customerName: row.customerName,
        customerPhone: row.customerPhone,
        shippingAddress: row.shippingAddress,
        quantity: row.quantity,
        keychains: row.keychains,
        createdAt: row.createdAt.toISOString(),
      },
      {
        shipment: shipmentOf.get(id)?.awb ? { awb: shipmentOf.get(id)!.awb!, courier: shipmentOf.get(id)!.courier ?? '' } : null,
        returnAddress,
        cod:
          row.paymentMethod === 'cod'
            ? { collectPaise: row.codCollectPaise, inWords: amountInWords(row.codCollectPaise), advancePaise: row.codAdvancePaise }
            : null,
      },
    );
    drawLabel(writer.pdf.addPage([PAGE.width, PAGE.height]), label, writer);
  }
  return writer.pdf.save();
}
