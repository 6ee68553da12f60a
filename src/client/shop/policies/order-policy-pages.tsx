/** /refund-policy and /shipping-policy: cancelling, reprints and refunds, and where and how fast parcels go (docs/decisions/047-policy-pages.md). */
import { Link } from 'wouter';
import { POLICY_LINK_CLASS as A, PolicyPage, PolicySection, ShopInfoBlock } from './policy-layout';
import { DAMAGE_REPORT_DAYS } from './policy-links';

export function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund & Cancellation Policy"
      lead={
        <p>
          Every keychain is printed to order with your text, so it cannot be sold to anyone else. That is why we cannot take returns for a
          change of mind. But if we got it wrong, or it arrived damaged, we put it right.
        </p>
      }
    >
      <PolicySection title="Cancelling an order">
        <ul>
          <li>
            You can cancel until we start printing your order: write to us with your order number. A cancelled paid order is refunded in
            full.
          </li>
          <li>Once printing has started, the order can no longer be cancelled.</li>
          <li>An order that was never paid needs no cancellation; it is not printed.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Wrong or damaged prints">
        <p>
          If the keychain differs from your order (other text, font or colours than you chose), is broken, or arrives damaged, tell us
          within {DAMAGE_REPORT_DAYS} days of delivery with your order number and a photo of the keychain (and of the parcel if it arrived
          damaged). We will reprint it at no cost, or refund it if you prefer or a reprint is not possible.
        </p>
        <p>
          We print exactly the text you typed and approved in the preview; a spelling mistake in the text you entered is not a printing
          fault. Small colour differences from your screen and visible print layers are part of 3D printing.
        </p>
      </PolicySection>
      <PolicySection title="Lost parcels">
        <p>If the courier loses your parcel, we reprint and send it again, or refund you if you prefer.</p>
      </PolicySection>
      <PolicySection title="How refunds are paid">
        <ul>
          <li>Refunds go back to the card, UPI account, wallet or bank account you paid with, through our payment gateway.</li>
          <li>
            We start the refund within 2 business days of approving it; your bank usually shows it within 5-7 business days after that.
          </li>
          <li>A payment that failed but was debited is reversed by the gateway and your bank, usually within 5-7 business days.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Contact">
        <p>Write to us for a cancellation, reprint or refund:</p>
        <ShopInfoBlock show="seller" />
      </PolicySection>
    </PolicyPage>
  );
}

/** /shipping-policy */

export function ShippingPolicyPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      lead={<p>We ship across India, free, from our print room. Each order is printed for you before it ships.</p>}
    >
      <PolicySection title="Where we deliver">
        <p>
          We deliver to addresses in India only, to every PIN code our courier partners serve. If your PIN code is not served, we tell you
          and refund the order in full.
        </p>
      </PolicySection>
      <PolicySection title="How long it takes">
        <ul>
          <li>
            Printing and packing: we hand your order to the courier within 2 business days of your payment being confirmed (very large
            orders may take longer; we tell you if so).
          </li>
          <li>Delivery after dispatch: usually 2-7 business days, depending on your city.</li>
          <li>
            Remote areas (the North-East, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and Lakshadweep) can take a few days
            longer.
          </li>
        </ul>
      </PolicySection>
      <PolicySection title="Costs">
        <p>Shipping within India is free unless the checkout shows a charge before you pay. Prices include GST.</p>
      </PolicySection>
      <PolicySection title="Tracking and delivery problems">
        <p>
          When your order ships, we send you the courier’s tracking details by e-mail. If a parcel arrives damaged or does not arrive, see
          the{' '}
          <Link href="/refund-policy" className={A}>
            Refund &amp; Cancellation policy
          </Link>
          : we reprint or refund.
        </p>
        <p>
          Please give a complete address with the correct PIN code; a parcel returned for a wrong address is sent again once you confirm it.
        </p>
      </PolicySection>
      <PolicySection title="Shipped by">
        <ShopInfoBlock show="seller" />
      </PolicySection>
    </PolicyPage>
  );
}

/** /grievance */
