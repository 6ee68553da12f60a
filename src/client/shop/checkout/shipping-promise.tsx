/** The shipping promise under the cart's total and on the confirmation: free shipping, out within 2 business days. */
import { Clock, Truck } from 'lucide-react';

/** Free shipping · Ships within 2 business days. */
export function ShippingPromise() {
  return (
    <ul className="grid gap-1.5 text-sm">
      <li className="flex items-center gap-2 font-medium text-green-700">
        <Truck className="h-4 w-4 shrink-0" aria-hidden />
        Free shipping
      </li>
      <li className="flex items-center gap-2 text-gray-600">
        <Clock className="h-4 w-4 shrink-0" aria-hidden />
        Ships within 2 business days
      </li>
    </ul>
  );
}
