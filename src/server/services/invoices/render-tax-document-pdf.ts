/**
 * Draws a stored tax invoice, bill of supply or credit note as an A4 PDF with pdf-lib
 * (CGST Rules 2017, rule 46's particulars). The standard PDF fonts encode WinAnsi only and
 * cannot draw "₹", so DejaVu Sans (npm `dejavu-fonts-ttf`, a free licence) is embedded and subset
 * (docs/decisions/052-invoice-pdf-font.md); names, addresses and keychain texts in the shop's
 * Indian scripts are shaped by HarfBuzz and drawn as outlines (docs/decisions/092-indic-text-in-pdfs.md).
 * The set-up and the text drawing are services/pdf's, shared with the shipping labels.
 */
import { rgb, type PDFPage } from 'pdf-lib';
import { INVOICE_TIME_ZONE } from '#shared/gst-invoice';
import { formatRupeesWithPaise } from '#shared/money';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';
import type { PdfFonts } from '../pdf/pdf-fonts';
import { openPdf, type PdfTextStyle, type PdfWriter } from '../pdf/pdf-writer';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);

/** The date in India as invoices print it: "26 Nov 2026". */
export function formatInvoiceDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: INVOICE_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** Writes wrapped text from (x, y) downwards; returns the y below it. */
function block(writer: PdfWriter, page: PDFPage, text: string, at: PdfTextStyle & { x: number; y: number; width: number }): number {
  let y = at.y;
  for (const line of writer.wrap(text, at, at.width)) {
    writer.draw(page, line, { ...at, y });
    y -= at.size * 1.35;
  }
  return y;
}

function party(doc: TaxDocumentContent['buyer'] | TaxDocumentContent['seller']): string[] {
  return [doc.address, `State: ${doc.stateName} (code ${doc.stateCode})`, ...(doc.gstin ? [`GSTIN: ${doc.gstin}`] : [])];
}

/** The table's columns for the document's tax treatment. */
function columns(
  content: TaxDocumentContent,
): { label: string; width: number; value: (line: TaxDocumentContent['lines'][number]) => string; right?: boolean }[] {
  const money = (paise: number) => formatRupeesWithPaise(paise);
  const rate = (percent: number) => `${percent}%`;
  const base = [
    { label: 'HSN', width: 40, value: (l: TaxDocumentContent['lines'][number]) => l.hsnCode },
    { label: 'Qty', width: 42, value: (l: TaxDocumentContent['lines'][number]) => `${l.quantity} ${l.unit}`, right: true },
    { label: 'Taxable value', width: 72, value: (l: TaxDocumentContent['lines'][number]) => money(l.taxable), right: true },
  ];
  const tax =
    content.treatment === 'intra_state'
      ? [
          {
            label: 'CGST',
            width: 66,
            value: (l: TaxDocumentContent['lines'][number]) => `${money(l.cgst)} @${rate(l.ratePercent / 2)}`,
            right: true,
          },
          {
            label: 'SGST',
            width: 66,
            value: (l: TaxDocumentContent['lines'][number]) => `${money(l.sgst)} @${rate(l.ratePercent / 2)}`,
            right: true,
          },
        ]
      : content.treatment === 'inter_state'
        ? [
            {
              label: 'IGST',
              width: 80,
              value: (l: TaxDocumentContent['lines'][number]) => `${money(l.igst)} @${rate(l.ratePercent)}`,
              right: true,
            },
          ]
        : [];
  return [...base, ...tax, { label: 'Total', width: 70, value: (l) => money(l.total), right: true }];
}

/** Draws the document on as many A4 pages as its lines need (an order holds up to 100 keychains). */
function drawDocument(writer: PdfWriter, content: TaxDocumentContent): void {
  const { pdf } = writer;
  const right = A4.width - MARGIN;
  const inner = right - MARGIN;
  const top = A4.height - MARGIN - 14;
  let page = pdf.addPage([A4.width, A4.height]);
  let y = top;

  writer.draw(page, content.title.toUpperCase(), { x: MARGIN, y, size: 18, weight: 'bold' });
  writer.drawRight(page, 'Original for recipient', { right, y: y + 4, size: 8, weight: 'regular' });
  y -= 28;

  // Seller (left) and the document's particulars (right).
  const half = inner / 2 - 10;
  let left = block(writer, page, content.seller.legalName, { x: MARGIN, y, width: half, size: 11, weight: 'bold' });
  if (content.seller.name !== content.seller.legalName)
    left = block(writer, page, `Trading as ${content.seller.name}`, { x: MARGIN, y: left, width: half, size: 9, weight: 'regular' });
  for (const line of [...party(content.seller), `${content.seller.email} · ${content.seller.phone}`]) {
    left = block(writer, page, line, { x: MARGIN, y: left, width: half, size: 9, weight: 'regular' });
  }
  if (!content.seller.gstin)
    left = block(writer, page, 'Not registered under GST', { x: MARGIN, y: left, width: half, size: 9, weight: 'regular', color: MUTED });

  const facts: [string, string][] = [
    [content.title === 'Credit Note' ? 'Credit note no.' : content.title === 'Tax Invoice' ? 'Invoice no.' : 'Bill no.', content.number],
    ['Date', formatInvoiceDate(content.issuedAt)],
    ['Place of supply', `${content.placeOfSupply.stateName} (${content.placeOfSupply.stateCode})`],
    ['For', content.reference],
    ...(content.paymentMode ? [['Payment', content.paymentMode] as [string, string]] : []),
    ['Reverse charge', 'No'],
  ];
  if (content.originalInvoice)
    facts.push(['Against invoice', `${content.originalInvoice.number} of ${formatInvoiceDate(content.originalInvoice.issuedAt)}`]);
  let factsY = y;
  const labelX = MARGIN + inner / 2 + 10;
  // A value too long for the room right of its label (a COD payment with an advance) wraps,
  // right-aligned, first after its dashes and commas ("Cash on delivery —" / "Paid online ₹100.00," /
  // "To collect ₹440.00").
  const bold = { size: 9, weight: 'bold' } as const;
  for (const [label, value] of facts) {
    writer.draw(page, label, { x: labelX, y: factsY, size: 9, weight: 'regular', color: MUTED });
    const room = right - labelX - writer.width(label, { size: 9, weight: 'regular' }) - 12;
    const parts = writer.width(value, bold) <= room ? [value] : value.split(/(?<=[,—]) /);
    const lines = parts.flatMap((part) => writer.wrap(part, bold, room));
    for (const line of lines.length > 0 ? lines : ['']) {
      writer.drawRight(page, line, { right, y: factsY, ...bold });
      factsY -= 13;
    }
  }
  y = Math.min(left, factsY) - 10;

  // Buyer.
  page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.5, color: RULE });
  y -= 10;
  writer.draw(page, content.buyer.gstin ? 'Billed to (registered buyer)' : 'Billed and shipped to', {
    x: MARGIN,
    y,
    size: 8,
    weight: 'regular',
    color: MUTED,
  });
  y -= 13;
  y = block(writer, page, content.buyer.name, { x: MARGIN, y, width: inner, size: 11, weight: 'bold' });
  for (const line of party(content.buyer)) y = block(writer, page, line, { x: MARGIN, y, width: inner, size: 9, weight: 'regular' });
  y -= 10;

  // Lines.
  const cols = columns(content);
  const fixed = cols.reduce((sum, c) => sum + c.width, 0);
  const descWidth = inner - fixed - 20;
  const header = (atY: number) => {
    page.drawRectangle({ x: MARGIN, y: atY - 4, width: inner, height: 16, color: rgb(0.95, 0.96, 0.97) });
    writer.draw(page, '#', { x: MARGIN + 3, y: atY, size: 8, weight: 'bold' });
    writer.draw(page, 'Description', { x: MARGIN + 20, y: atY, size: 8, weight: 'bold' });
    let x = MARGIN + 20 + descWidth;
    for (const c of cols) {
      if (c.right) writer.drawRight(page, c.label, { right: x + c.width - 3, y: atY, size: 8, weight: 'bold' });
      else writer.draw(page, c.label, { x: x + 3, y: atY, size: 8, weight: 'bold' });
      x += c.width;
    }
  };
  header(y);
  y -= 18;
  content.lines.forEach((line, index) => {
    // A discounted line shows its gross and its discount under the description (CGST Act s. 15(3)(a)).
    const discountNote = line.discount
      ? [`Gross ${formatRupeesWithPaise(line.gross ?? line.total)} less discount ${formatRupeesWithPaise(line.discount)}`]
      : [];
    const desc = [...writer.wrap(line.description, { size: 8, weight: 'regular' }, descWidth - 6), ...discountNote];
    if (y - Math.max(1, desc.length) * 10 < MARGIN + 30) {
      page = pdf.addPage([A4.width, A4.height]);
      y = top;
      header(y);
      y -= 18;
    }
    writer.draw(page, String(index + 1), { x: MARGIN + 3, y, size: 8, weight: 'regular' });
    desc.forEach((text, i) => writer.draw(page, text, { x: MARGIN + 20, y: y - i * 10, size: 8, weight: 'regular' }));
    let x = MARGIN + 20 + descWidth;
    for (const c of cols) {
      if (c.right) writer.drawRight(page, c.value(line), { right: x + c.width - 3, y, size: 8, weight: 'regular' });
      else writer.draw(page, c.value(line), { x: x + 3, y, size: 8, weight: 'regular' });
      x += c.width;
    }
    y -= Math.max(1, desc.length) * 10 + 4;
  });
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.5, color: RULE });
  y -= 8;

  // Totals, words, notes and signature stay together.
  if (y < MARGIN + 230) {
    page = pdf.addPage([A4.width, A4.height]);
    y = top;
  }
  const discounts = content.discounts ?? [];
  const totals: [string, number][] = discounts.length
    ? [
        ['Gross value', content.totals.total + discounts.reduce((sum, d) => sum + d.amountPaise, 0)],
        ...discounts.map((d): [string, number] => [`Less ${d.label}`, -d.amountPaise]),
      ]
    : [];
  totals.push(['Taxable value', content.totals.taxable]);
  if (content.treatment === 'intra_state') totals.push(['CGST', content.totals.cgst], ['SGST', content.totals.sgst]);
  if (content.treatment === 'inter_state') totals.push(['IGST', content.totals.igst]);
  for (const [label, paise] of totals) {
    writer.draw(page, label, { x: right - 200, y, size: 9, weight: 'regular', color: MUTED });
    writer.drawRight(page, formatRupeesWithPaise(paise), { right, y, size: 9, weight: 'regular' });
    y -= 13;
  }
  writer.draw(page, content.title === 'Credit Note' ? 'Total credited' : 'Total', { x: right - 200, y, size: 11, weight: 'bold' });
  writer.drawRight(page, formatRupeesWithPaise(content.totals.total), { right, y, size: 11, weight: 'bold' });
  y -= 20;
  y = block(writer, page, `Amount in words: ${content.amountInWords}`, { x: MARGIN, y, width: inner, size: 9, weight: 'bold' });
  y -= 6;

  const notes = [
    content.treatment === 'unregistered'
      ? 'Bill of supply: the supplier is not registered under GST, so no GST is charged.'
      : 'Prices include GST: the taxable value is the price ÷ (1 + rate), rounded per line to the paisa.',
    'Tax is not payable on reverse charge.',
  ];
  if (content.reason) notes.push(`Reason: ${content.reason}.`);
  for (const note of notes) y = block(writer, page, note, { x: MARGIN, y, width: inner, size: 8, weight: 'regular', color: MUTED });

  y -= 24;
  writer.drawRight(page, `For ${content.seller.legalName}`, { right, y, size: 9, weight: 'bold' });
  writer.drawRight(page, 'Authorised signatory (computer-generated document)', { right, y: y - 12, size: 8, weight: 'regular' });

  const pages = pdf.getPages();
  if (pages.length > 1) {
    pages.forEach((each, i) =>
      writer.drawRight(each, `${content.number} · page ${i + 1} of ${pages.length}`, { right, y: MARGIN - 16, size: 7, weight: 'regular' }),
    );
  }
}

/**
 * The PDF bytes of a stored document (A4, as many pages as its lines need); `fonts` are the
 * app's PDF fonts (composition root), which also draw its Indian-script text.
 */
export async function renderTaxDocumentPdf(content: TaxDocumentContent, fonts: PdfFonts): Promise<Uint8Array> {
  const writer = await openPdf(fonts, {
    title: `${content.title} ${content.number}`,
    author: content.seller.legalName,
    date: new Date(content.issuedAt),
    ink: INK,
  });
  drawDocument(writer, content);
  return writer.pdf.save();
}
