import { and, eq, inArray } from 'drizzle-orm';
import JsBarcode from 'jsbarcode';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { barcodeBars, buildShippingLabel, type ShippingLabel } from '#shared/shipping-label';
import type { Db } from '../../db/client';
import { orders, shipments } from '../../db/schema/index';
import { getBusinessSettings } from '../settings/business-settings';
import { AppError } from '../../lib/app-error';

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

/**
 * The standard fonts encode WinAnsi only: a character they cannot draw (Devanagari, emoji)
 * becomes "?" rather than failing the whole PDF.
 */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\s+/g, ' '), (c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Splits text into lines no wider than `width` points (long words are cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

function drawLabel(page: PDFPage, label: ShippingLabel, fonts: { regular: PDFFont; bold: PDFFont }): void {
  const { regular, bold } = fonts;
  const inner = PAGE.width - 2 * MARGIN;
  let y = PAGE.height - MARGIN;
  const text = (value: string, size: number, font: PDFFont, x = MARGIN) => {
    for (const line of wrap(font, value, size, inner)) {
      y -= size * 1.25;
      page.drawText(line, { x, y, size, font });
    }
  };
  const rule = (thickness: number) => {
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness, color: rgb(0, 0, 0) });
  };

  y -= 24;
  page.drawText(drawable(bold, label.brand), { x: MARGIN, y, size: 24, font: bold });
  const orderText = `Order #${label.orderId}`;
  page.drawText(orderText, { x: PAGE.width - MARGIN - bold.widthOfTextAtSize(orderText, 12), y, size: 12, font: bold });
  // PREPAID in a box under the order number: the courier collects nothing.
  const markWidth = bold.widthOfTextAtSize(label.paymentMark, 14) + 10;
  page.drawRectangle({
    x: PAGE.width - MARGIN - markWidth,
    y: y - 22,
    width: markWidth,
    height: 18,
    borderColor: rgb(0, 0, 0),
    borderWidth: 1.5,
  });
  page.drawText(label.paymentMark, { x: PAGE.width - MARGIN - markWidth + 5, y: y - 18, size: 14, font: bold });
  if (label.courier) page.drawText(drawable(bold, label.courier), { x: MARGIN, y: y - 18, size: 12, font: bold });
  y -= 22;
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
  const valueWidth = regular.widthOfTextAtSize(valueText, 12);
  y -= 14;
  page.drawText(valueText, { x: (PAGE.width - valueWidth) / 2, y, size: 12, font: regular });
  y -= 8;

  text('SHIP TO', 9, bold);
  text(label.recipient, 16, bold);
  for (const line of label.addressLines) text(line, 12, regular);
  text(label.country, 12, regular);
  text(`PIN ${label.pinCode}`, 18, bold);
  text(`Phone: ${label.phone}`, 12, regular);

  // The return address above the footer (business settings, docs/decisions/053).
  const returnLines = label.returnAddress.flatMap((line) => wrap(regular, line, 8, inner));
  y = MARGIN + 34 + 10 * (returnLines.length + 1) + 6;
  rule(1);
  y -= 10;
  page.drawText('RETURN TO', { x: MARGIN, y, size: 8, font: bold });
  for (const line of returnLines) {
    y -= 10;
    page.drawText(line, { x: MARGIN, y, size: 8, font: regular });
  }
  y = MARGIN + 34;
  rule(2);
  const date = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(label.createdAt),
  );
  y -= 14;
  page.drawText(`${label.itemCount} ${label.itemCount === 1 ? 'item' : 'items'} · Custom keychains`, {
    x: MARGIN,
    y,
    size: 11,
    font: bold,
  });
  page.drawText(date, { x: PAGE.width - MARGIN - regular.widthOfTextAtSize(date, 11), y, size: 11, font: regular });
  y -= 14;
  page.drawText(`From: ${drawable(regular, label.brand)} - Custom 3D-printed keychains - India`, { x: MARGIN, y, size: 8, font: regular });
}

/**
 * One PDF with a 4 × 6 inch shipping label page per order, in the order the ids were given
 * (issue 17 bulk labels): the same content as the single label (spec §2) with a Code 128
 * barcode of the courier's AWB once booked (else the order id), PREPAID, and the return address
 * from the business settings. Repeated ids print once.
 * @throws AppError NOT_FOUND naming the ids that do not exist (nothing is printed then).
 */
export async function buildLabelsPdf(db: Db, ids: number[]): Promise<Uint8Array> {
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

  const pdf = await PDFDocument.create();
  pdf.setTitle(`Chaabi shipping labels (${unique.length})`);
  pdf.setCreator('Chaabi');
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
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
      },
    );
    drawLabel(pdf.addPage([PAGE.width, PAGE.height]), label, fonts);
  }
  return pdf.save();
}
