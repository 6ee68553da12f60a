/**
 * What a 4 × 6 inch shipping label shows (spec §2 "Print Shipping Label"): the browser's print
 * window and the server's bulk label PDF (issue 17) build it with the same rules.
 */
import { formatIndianPhone } from './phone';
import type { AdminOrder } from './schemas/admin-orders';

/** What a shipping label shows. */
export interface ShippingLabel {
  brand: string;
  orderId: number;
  /** The value the barcode encodes: the bare order id, as the Orders tab search accepts it. */
  barcodeValue: string;
  recipient: string;
  phone: string;
  /** Street, line 2, "City, State". */
  addressLines: string[];
  pinCode: string;
  country: string;
  itemCount: number;
  createdAt: string;
}

/** Builds the label data of an order. */
export function buildShippingLabel(
  order: Pick<AdminOrder, 'id' | 'customerName' | 'customerPhone' | 'shippingAddress' | 'quantity' | 'keychains' | 'createdAt'>,
): ShippingLabel {
  const a = order.shippingAddress;
  const cityState = [a.city, a.state]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return {
    brand: 'Chaabi',
    orderId: order.id,
    barcodeValue: String(order.id),
    recipient: order.customerName.trim(),
    phone: formatIndianPhone(order.customerPhone),
    addressLines: [a.street, a.addressLine2 ?? '', cityState].map((s) => s.trim()).filter(Boolean),
    pinCode: a.zipCode.trim(),
    country: a.country.trim() || 'India',
    itemCount: Math.max(order.quantity, order.keychains.length),
    createdAt: order.createdAt,
  };
}
