/**
 * Draws a stored tax invoice, bill of supply or credit note as an A4 PDF with pdf-lib
 * (CGST Rules 2017, rule 46's particulars). The standard PDF fonts encode WinAnsi only and
 * cannot draw "₹", so DejaVu Sans (npm `dejavu-fonts-ttf`, a free licence) is embedded and subset
 * through `@pdf-lib/fontkit` (docs/decisions/052-invoice-pdf-font.md). Text the font cannot draw
 * (a keychain in a script DejaVu Sans lacks) prints as "?".
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { INVOICE_TIME_ZONE } from '#shared/gst-invoice';
import { formatRupeesWithPaise } from '#shared/money';
import type { TaxDocumentContent } from '#shared/schemas/tax-document';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The date in India as invoices print it: "26 Nov 2026". */
export function formatInvoiceDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: INVOICE_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

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

/** Writes wrapped text from (x, y) downwards; returns the y below it. */
function block(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; width: number; size: number; font: PDFFont; color?: ReturnType<typeof rgb> },
): number {
  let y = at.y;
  for (const line of wrap(at.font, text, at.size, at.width)) {
    page.drawText(line, { x: at.x, y, size: at.size, font: at.font, color: at.color ?? INK });
    y -= at.size * 1.35;
  }
  return y;
}

function rightText(page: PDFPage, text: string, right: number, y: number, size: number, font: PDFFont): void {
  const value = drawable(font, text);
  page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font, color: INK });
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
function drawDocument(pdf: PDFDocument, content: TaxDocumentContent, fonts: Fonts): void {
  const { regular, bold } = fonts;
  const right = A4.width - MARGIN;
  const inner = right - MARGIN;
  const top = A4.height - MARGIN - 14;
  let page = pdf.addPage([A4.width, A4.height]);
  let y = top;

  page.drawText(content.title.toUpperCase(), { x: MARGIN, y, size: 18, font: bold, color: INK });
  rightText(page, 'Original for recipient', right, y + 4, 8, regular);
  y -= 28;

  // Seller (left) and the document's particulars (right).
  const half = inner / 2 - 10;
  let left = block(page, content.seller.legalName, { x: MARGIN, y, width: half, size: 11, font: bold });
  if (content.seller.name !== content.seller.legalName)
    left = block(page, `Trading as ${content.seller.name}`, { x: MARGIN, y: left, width: half, size: 9, font: regular });
  for (const line of [...party(content.seller), `${content.seller.email} · ${content.seller.phone}`]) {
    left = block(page, line, { x: MARGIN, y: left, width: half, size: 9, font: regular });
  }
  if (!content.seller.gstin)
    left = block(page, 'Not registered under GST', { x: MARGIN, y: left, width: half, size: 9, font: regular, color: MUTED });

  const facts: [string, string][] = [
    [content.title === 'Credit Note' ? 'Credit note no.' : content.title === 'Tax Invoice' ? 'Invoice no.' : 'Bill no.', content.number],
    ['Date', formatInvoiceDate(content.issuedAt)],
    ['Place of supply', `${content.placeOfSupply.stateName} (${content.placeOfSupply.stateCode})`],
    ['For', content.reference],
    ['Reverse charge', 'No'],
  ];
  if (content.originalInvoice)
    facts.push(['Against invoice', `${content.originalInvoice.number} of ${formatInvoiceDate(content.originalInvoice.issuedAt)}`]);
  let factsY = y;
  const labelX = MARGIN + inner / 2 + 10;
  for (const [label, value] of facts) {
    page.drawText(label, { x: labelX, y: factsY, size: 9, font: regular, color: MUTED });
    rightText(page, value, right, factsY, 9, bold);
    factsY -= 13;
  }
  y = Math.min(left, factsY) - 10;

  // Buyer.
  page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.5, color: RULE });
  y -= 10;
  page.drawText(content.buyer.gstin ? 'Billed to (registered buyer)' : 'Billed and shipped to', {
    x: MARGIN,
    y,
    size: 8,
    font: regular,
    color: MUTED,
  });
  y -= 13;
  y = block(page, content.buyer.name, { x: MARGIN, y, width: inner, size: 11, font: bold });
  for (const line of party(content.buyer)) y = block(page, line, { x: MARGIN, y, width: inner, size: 9, font: regular });
  y -= 10;

  // Lines.
  const cols = columns(content);
  const fixed = cols.reduce((sum, c) => sum + c.width, 0);
  const descWidth = inner - fixed - 20;
  const header = (atY: number) => {
    page.drawRectangle({ x: MARGIN, y: atY - 4, width: inner, height: 16, color: rgb(0.95, 0.96, 0.97) });
    page.drawText('#', { x: MARGIN + 3, y: atY, size: 8, font: bold, color: INK });
    page.drawText('Description', { x: MARGIN + 20, y: atY, size: 8, font: bold, color: INK });
    let x = MARGIN + 20 + descWidth;
    for (const c of cols) {
      if (c.right) rightText(page, c.label, x + c.width - 3, atY, 8, bold);
      else page.drawText(c.label, { x: x + 3, y: atY, size: 8, font: bold, color: INK });
      x += c.width;
    }
  };
  header(y);
  y -= 18;
  content.lines.forEach((line, index) => {
    const desc = wrap(regular, line.description, 8, descWidth - 6);
    if (y - Math.max(1, desc.length) * 10 < MARGIN + 30) {
      page = pdf.addPage([A4.width, A4.height]);
      y = top;
      header(y);
      y -= 18;
    }
    page.drawText(String(index + 1), { x: MARGIN + 3, y, size: 8, font: regular, color: INK });
    desc.forEach((text, i) => page.drawText(text, { x: MARGIN + 20, y: y - i * 10, size: 8, font: regular, color: INK }));
    let x = MARGIN + 20 + descWidth;
    for (const c of cols) {
      if (c.right) rightText(page, c.value(line), x + c.width - 3, y, 8, regular);
      else page.drawText(drawable(regular, c.value(line)), { x: x + 3, y, size: 8, font: regular, color: INK });
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
  const totals: [string, number][] = [['Taxable value', content.totals.taxable]];
  if (content.treatment === 'intra_state') totals.push(['CGST', content.totals.cgst], ['SGST', content.totals.sgst]);
  if (content.treatment === 'inter_state') totals.push(['IGST', content.totals.igst]);
  for (const [label, paise] of totals) {
    page.drawText(label, { x: right - 200, y, size: 9, font: regular, color: MUTED });
    rightText(page, formatRupeesWithPaise(paise), right, y, 9, regular);
    y -= 13;
  }
  page.drawText(content.title === 'Credit Note' ? 'Total credited' : 'Total', { x: right - 200, y, size: 11, font: bold, color: INK });
  rightText(page, formatRupeesWithPaise(content.totals.total), right, y, 11, bold);
  y -= 20;
  y = block(page, `Amount in words: ${content.amountInWords}`, { x: MARGIN, y, width: inner, size: 9, font: bold });
  y -= 6;

  const notes = [
    content.treatment === 'unregistered'
      ? 'Bill of supply: the supplier is not registered under GST, so no GST is charged.'
      : 'Prices include GST: the taxable value is the price ÷ (1 + rate), rounded per line to the paisa.',
    'Tax is not payable on reverse charge.',
  ];
  if (content.reason) notes.push(`Reason: ${content.reason}.`);
  for (const note of notes) y = block(page, note, { x: MARGIN, y, width: inner, size: 8, font: regular, color: MUTED });

  y -= 24;
  rightText(page, `For ${content.seller.legalName}`, right, y, 9, bold);
  rightText(page, 'Authorised signatory (computer-generated document)', right, y - 12, 8, regular);

  const pages = pdf.getPages();
  if (pages.length > 1) {
    pages.forEach((each, i) => rightText(each, `${content.number} · page ${i + 1} of ${pages.length}`, right, MARGIN - 16, 7, regular));
  }
}

/** The PDF bytes of a stored document (one A4 page). */
export async function renderTaxDocumentPdf(content: TaxDocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${content.title} ${content.number}`);
  pdf.setAuthor(content.seller.legalName);
  pdf.setCreationDate(new Date(content.issuedAt));
  pdf.setModificationDate(new Date(content.issuedAt));
  const [regularBytes, boldBytes] = await Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]);
  const fonts = {
    regular: await pdf.embedFont(regularBytes, { subset: true }),
    bold: await pdf.embedFont(boldBytes, { subset: true }),
  };
  drawDocument(pdf, content, fonts);
  return pdf.save();
}
