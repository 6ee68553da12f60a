/**
 * Print Shipping Label (docs/product.md#admin-orders, docs/product.md#errors): a printable label in
 * a new window with the brand, the order id as a Code 128 barcode (encoded by JsBarcode),
 * PREPAID or "COD — COLLECT ₹540.00" (docs/product.md#cod-shipping), recipient, +91 phone, full
 * address, PIN code and item count. The markup is built here as strings
 * so it is testable without a DOM; every customer-typed value is escaped.
 */
import JsBarcode from 'jsbarcode';
import { barcodeBars, buildShippingLabel, type ShippingLabel } from '#shared/shipping-label';
import { countOf } from '#shared/plural';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { formatDate } from '../lib/dates';

export { buildShippingLabel, type ShippingLabel } from '#shared/shipping-label';

/** The Code 128 modules of a value ("1" = bar, "0" = space), start, checksum and stop included. */
export function code128Modules(value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  const modules = (target.encodings ?? []).map((e) => e.data).join('');
  if (!modules) throw new Error(`cannot encode ${JSON.stringify(value)} as Code 128`);
  return modules;
}

/**
 * An SVG of the Code 128 barcode: one rect per bar, `moduleWidth` px per module and a quiet
 * zone of 10 modules each side (the symbology's minimum). 3 px modules print at about 0.8 mm
 * at 96 dpi, wide enough for any handheld scanner, and a 10-digit id still fits a 4-inch label.
 */
export function barcodeSvg(value: string, options: { moduleWidth?: number; height?: number } = {}): string {
  const modules = code128Modules(value);
  const w = options.moduleWidth ?? 3;
  const h = options.height ?? 64;
  const quiet = 10;
  const bars = barcodeBars(modules).map((bar) => `<rect x="${(quiet + bar.start) * w}" y="0" width="${bar.width * w}" height="${h}"/>`);
  const width = (modules.length + 2 * quiet) * w;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="Barcode of order ${escapeHtml(value)}" shape-rendering="crispEdges"><rect width="${width}" height="${h}" fill="#fff"/><g fill="#000">${bars.join('')}</g></svg>`;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Styles of the label page: a 4 × 6 inch label, black on white, no browser margins. */
export const SHIPPING_LABEL_CSS = `
@page { size: 4in 6in; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #000; background: #f3f4f6; }
.label { width: 4in; min-height: 6in; margin: 16px auto; padding: 0.25in; background: #fff; border: 2px solid #000; display: flex; flex-direction: column; gap: 14px; }
.head { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #000; padding-bottom: 8px; }
.brand { font-size: 28px; font-weight: 800; letter-spacing: -0.02em; }
.order { font-size: 14px; font-weight: 700; }
.barcode { text-align: center; }
.barcode svg { max-width: 100%; height: auto; }
.barcode .value { font: 600 15px ui-monospace, monospace; letter-spacing: 0.2em; }
.section-title { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: #444; margin: 0 0 4px; }
.to { border: 1px solid #000; padding: 10px 12px; }
.name { font-size: 20px; font-weight: 700; margin: 0 0 2px; word-break: break-word; }
.line { font-size: 15px; margin: 0; line-height: 1.35; word-break: break-word; }
.pin { font-size: 22px; font-weight: 800; letter-spacing: 0.12em; margin: 6px 0 0; }
.meta { display: flex; justify-content: space-between; font-size: 14px; border-top: 2px solid #000; padding-top: 8px; margin-top: auto; }
.from { font-size: 12px; color: #333; }
.advance { margin: 0; text-align: center; font-size: 14px; font-weight: 600; }
.mark { border: 2px solid #000; padding: 4px 8px; text-align: center; font-size: 18px; font-weight: 800; letter-spacing: 0.04em; }
@media print { body { background: #fff; } .label { margin: 0; border: none; } }
`;

/** The label page's body markup. */
export function shippingLabelBody(label: ShippingLabel): string {
  const items = countOf(label.itemCount, 'item');
  const date = formatDate(label.createdAt);
  return `<main class="label" aria-label="Shipping label for order #${label.orderId}">
  <header class="head"><span class="brand">${escapeHtml(label.brand)}</span><span class="order">Order #${label.orderId}</span></header>
  <p class="mark">${escapeHtml(label.paymentMark)}</p>
  ${label.advanceLine ? `<p class="advance">${escapeHtml(label.advanceLine)}</p>` : ''}
  <div class="barcode">${barcodeSvg(label.barcodeValue)}<div class="value">${escapeHtml(label.barcodeValue)}</div></div>
  <section class="to">
    <p class="section-title">Ship to</p>
    <p class="name">${escapeHtml(label.recipient)}</p>
    ${label.addressLines.map((l) => `<p class="line">${escapeHtml(l)}</p>`).join('\n    ')}
    <p class="line">${escapeHtml(label.country)}</p>
    <p class="pin">PIN ${escapeHtml(label.pinCode)}</p>
    <p class="line">Phone: ${escapeHtml(label.phone)}</p>
  </section>
  <footer class="meta"><span><strong>${items}</strong> · Custom keychains</span><span>${escapeHtml(date)}</span></footer>
  <p class="from">From: ${escapeHtml(label.brand)} · Custom 3D-printed keychains · India</p>
</main>`;
}

/**
 * The label data of the print window: PREPAID, or for cash on delivery "COD — COLLECT ₹540.00"
 * with the order's cash to collect and, after an advance, "Paid online ₹100.00 · To collect
 * ₹440.00", as the server's label PDF (docs/product.md#cod-shipping, #cod-advance).
 */
export function printWindowLabel(order: PrintableOrder): ShippingLabel {
  return buildShippingLabel(order, {
    cod: order.paymentMethod === 'cod' ? { collectPaise: order.codCollectPaise, advancePaise: order.codAdvancePaise } : null,
  });
}

/** What the print window reads of an order. */
export type PrintableOrder = Parameters<typeof buildShippingLabel>[0] &
  Pick<AdminOrder, 'paymentMethod' | 'codCollectPaise' | 'codAdvancePaise'>;

/** The part of a window the label needs (a real `Window`, or a fake in tests). */
export interface LabelWindow {
  document: Pick<Document, 'title' | 'head' | 'body' | 'createElement'>;
  focus(): void;
  print(): void;
}

/**
 * Opens the label in a new window and prints it. Returns false when the browser blocked
 * the window (the caller shows docs/product.md#admin-messages). The opener fills the window instead
 * of an inline script, which the CSP would refuse.
 */
export function printShippingLabel(
  order: PrintableOrder,
  open: () => LabelWindow | null = () => window.open('', '_blank', 'width=520,height=760'),
): boolean {
  const win = open();
  if (!win) return false;
  const label = printWindowLabel(order);
  const doc = win.document;
  doc.title = `Shipping label · Order #${label.orderId}`;
  const style = doc.createElement('style');
  style.textContent = SHIPPING_LABEL_CSS;
  doc.head.append(style);
  doc.body.innerHTML = shippingLabelBody(label);
  win.focus();
  win.print();
  return true;
}
