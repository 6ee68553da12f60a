/** Under the PIN code: when the parcel arrives, or that we cannot deliver there (docs/decisions/054). */
import { AlertCircle, Loader2, Truck } from 'lucide-react';
import { arrivalLabel, SHIPPING_MESSAGES, type ServiceabilityResponse } from '#shared/schemas/shipping';

/** What the arrival line shows for a serviceability query. */
export function ArrivalLine({
  pin,
  query,
}: {
  pin: string;
  query: { data: ServiceabilityResponse | undefined; isFetching: boolean; isError: boolean };
}) {
  if (!/^\d{6}$/.test(pin)) return null;
  if (query.isFetching && !query.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600" role="status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        Checking delivery to {pin}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600" role="status">
        <AlertCircle className="h-4 w-4 shrink-0" aria-hidden />
        We could not check the delivery date right now; you can still place your order.
      </p>
    );
  }
  if (!query.data) return null;
  if (!query.data.serviceable) return null; // the PIN field shows the refusal as its error
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm font-semibold text-green-700"
      role="status"
      data-testid="arrival-line"
    >
      <Truck className="h-4 w-4 shrink-0" aria-hidden />
      <span>{query.data.estimatedDeliveryDate ? arrivalLabel(query.data.estimatedDeliveryDate) : 'Delivery available'}</span>
      {query.data.courier && <span className="font-normal text-gray-600">by {query.data.courier}</span>}
    </p>
  );
}

/** The PIN field's error when the courier does not deliver there, else undefined. */
export function unserviceableMessage(data: ServiceabilityResponse | undefined): string | undefined {
  return data && !data.serviceable ? SHIPPING_MESSAGES.unserviceable : undefined;
}
