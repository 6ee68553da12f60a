/**
 * The buyer's two sections of an admin order card (docs/product.md#admin-orders): who ordered
 * (a dealer's orders say so), with mail and phone links, and where it ships.
 */
import { Mail, Phone, Store } from 'lucide-react';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { SectionTitle } from './order-card-parts';
import { addressLines, formatIndianPhone, isDealerOrder } from './order-format';

/** The Customer and Shipping address sections of `order`, two cells of the card's grid. */
export function OrderBuyer({ order }: { order: AdminOrder }) {
  return (
    <>
      <section>
        <SectionTitle>Customer</SectionTitle>
        <p className="font-semibold text-gray-900">{order.customerName}</p>
        {isDealerOrder(order) && (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700">
            <Store className="h-3 w-3" aria-hidden="true" />
            Dealer order · {order.dealerName}
          </p>
        )}
        <ul className="mt-2 grid gap-1 text-sm text-gray-700">
          <li className="flex min-w-0 items-center gap-2">
            <Mail className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
            <a className="truncate hover:underline" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
            <a className="hover:underline" href={`tel:${formatIndianPhone(order.customerPhone).replace(/\s/g, '')}`}>
              {formatIndianPhone(order.customerPhone)}
            </a>
          </li>
        </ul>
      </section>

      <section>
        <SectionTitle>Shipping address</SectionTitle>
        <address className="text-sm not-italic leading-relaxed text-gray-700">
          {addressLines(order.shippingAddress).map((line, i) => (
            <span key={i} className="block break-words">
              {line}
            </span>
          ))}
        </address>
      </section>
    </>
  );
}
