/**
 * What a 4 × 6 inch shipping label shows (docs/product.md#admin-orders): the browser's print
 * window and the server's bulk label PDF build it with the same rules.
 */
import { formatRupeesWithPaise } from './money';
import { formatIndianPhone } from './phone';
import type { AdminOrder } from './schemas/admin-orders';

/**
 * The split of a COD order with an advance as the label, the invoice and the admin's order card
 * word it (docs/product.md#cod-advance): "Paid online ₹100.00 · To collect ₹440.00". Paise in.
 */
export function codAdvanceLine(advancePaise: number, collectPaise: number): string {
  return `Paid online ${formatRupeesWithPaise(advancePaise)} · To collect ${formatRupeesWithPaise(collectPaise)}`;
}

/** What a shipping label shows. */
export interface ShippingLabel {
  brand: string;
  orderId: number;
  /** The value the barcode encodes: the courier's AWB once booked, else the bare order id (the Orders tab search accepts it). */
  barcodeValue: string;
  /** The courier and its AWB once booked (docs/decisions/053), else null. */
  courier: string | null;
  awb: string | null;
  /** Where a returned parcel goes: the business settings' name and address lines. */
  returnAddress: string[];
  /**
   * PREPAID: the courier collects nothing; else "COD — COLLECT ₹540.00", the cash the courier
   * collects (docs/product.md#cash-on-delivery).
   */
  paymentMark: string;
  /** For COD: the cash to collect in words ("Rupees Five Hundred Forty Only"); null when prepaid. */
  collectInWords: string | null;
  /** For COD with an advance: "Paid online ₹100.00 · To collect ₹450.00"; else null. */
  advanceLine: string | null;
  recipient: string;
  phone: string;
  /** Street, line 2, "City, State". */
  addressLines: string[];
  pinCode: string;
  country: string;
  itemCount: number;
  createdAt: string;
}

/** One bar of a barcode, in modules from the first module (the quiet zone not counted). */
export interface BarcodeBar {
  start: number;
  width: number;
}

/**
 * The bars to draw for a barcode's modules ("1" = bar, "0" = space; Code 128 from JsBarcode):
 * each run of 1s is one bar, left to right. The print window's SVG and the label PDF draw these.
 */
export function barcodeBars(modules: string): BarcodeBar[] {
  const bars: BarcodeBar[] = [];
  for (let i = 0; i < modules.length;) {
    if (modules[i] !== '1') {
      i += 1;
      continue;
    }
    let width = 0;
    while (modules[i + width] === '1') width += 1;
    bars.push({ start: i, width });
    i += width;
  }
  return bars;
}

/** Builds the label data of an order. */
export function buildShippingLabel(
  order: Pick<AdminOrder, 'id' | 'customerName' | 'customerPhone' | 'shippingAddress' | 'quantity' | 'keychains' | 'createdAt'>,
  extra: {
    shipment?: { awb: string; courier: string } | null;
    returnAddress?: string[];
    /**
     * A cash-on-delivery order: the cash to collect (paise), it in words (the invoices' amountInWords;
     * absent in the browser's print window) and the advance paid online before (paise, 0 or absent = none).
     */
    cod?: { collectPaise: number; inWords?: string; advancePaise?: number } | null;
  } = {},
): ShippingLabel {
  const a = order.shippingAddress;
  const cityState = [a.city, a.state]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return {
    brand: 'Chaabi',
    orderId: order.id,
    barcodeValue: extra.shipment?.awb ?? String(order.id),
    courier: extra.shipment?.courier ?? null,
    awb: extra.shipment?.awb ?? null,
    returnAddress: (extra.returnAddress ?? []).map((s) => s.trim()).filter(Boolean),
    paymentMark: extra.cod ? `COD — COLLECT ${formatRupeesWithPaise(extra.cod.collectPaise)}` : 'PREPAID',
    collectInWords: extra.cod?.inWords ?? null,
    advanceLine: extra.cod?.advancePaise ? codAdvanceLine(extra.cod.advancePaise, extra.cod.collectPaise) : null,
    recipient: order.customerName.trim(),
    phone: formatIndianPhone(order.customerPhone),
    addressLines: [a.street, a.addressLine2 ?? '', cityState].map((s) => s.trim()).filter(Boolean),
    pinCode: a.zipCode.trim(),
    country: a.country.trim() || 'India',
    itemCount: Math.max(order.quantity, order.keychains.length),
    createdAt: order.createdAt,
  };
}
