/**
 * India's common couriers and their public tracking pages, offered when the admin books a parcel
 * by hand (the manual courier, docs/decisions/099-manual-courier-and-random-dev-secrets.md).
 * Where a courier's site takes the AWB in its address, the link opens that parcel; otherwise it
 * opens the courier's tracking page and /track shows the AWB beside it to type in.
 */

/** A courier the admin can pick in the Ship dialog. */
export interface KnownCourier {
  /** The name stored with the shipment and shown on /track, the label and the e-mail. */
  name: string;
  /** Its public tracking page for `awb` (https). */
  trackingUrl(awb: string): string;
}

const awbParam = (awb: string) => encodeURIComponent(awb);

/** The couriers offered by name, in the order the Ship dialog lists them. */
export const KNOWN_COURIERS: readonly KnownCourier[] = [
  { name: 'Delhivery', trackingUrl: (awb) => `https://www.delhivery.com/track/package/${awbParam(awb)}` },
  {
    name: 'Blue Dart',
    trackingUrl: (awb) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${awbParam(awb)}`,
  },
  { name: 'DTDC', trackingUrl: () => 'https://www.dtdc.com/track-your-shipment/' },
  { name: 'India Post', trackingUrl: () => 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx' },
  { name: 'Ekart', trackingUrl: (awb) => `https://ekartlogistics.com/shipmenttrack/${awbParam(awb)}` },
  { name: 'Xpressbees', trackingUrl: (awb) => `https://www.xpressbees.com/shipment/tracking?awbNo=${awbParam(awb)}` },
];

/** The known courier of that name (case and surrounding spaces ignored), or undefined. */
export function findKnownCourier(name: string): KnownCourier | undefined {
  const wanted = name.trim().toLowerCase();
  return KNOWN_COURIERS.find((c) => c.name.toLowerCase() === wanted);
}
