/** /terms: the terms of sale of a shop that prints every keychain to order (docs/decisions/047-policy-pages.md). */
import { Link } from 'wouter';
import { POLICY_LINK_CLASS as A, PolicyPage, PolicySection, ShopInfoBlock } from './policy-layout';

/** /terms */
export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Service"
      lead={
        <p>
          These terms apply when you buy from this shop. By placing an order you agree to them, to our{' '}
          <Link href="/refund-policy" className={A}>
            Refund &amp; Cancellation policy
          </Link>
          , our{' '}
          <Link href="/shipping-policy" className={A}>
            Shipping policy
          </Link>{' '}
          and our{' '}
          <Link href="/privacy" className={A}>
            Privacy policy
          </Link>
          .
        </p>
      }
    >
      <PolicySection title="Who sells to you">
        <p>The seller, who makes, sells and ships every keychain, is:</p>
        <ShopInfoBlock show="seller" />
      </PolicySection>
      <PolicySection title="Made to order for you">
        <p>
          Every keychain is 3D-printed after you order it, with the text, font and colours you chose. We print exactly the text you typed,
          so please check spelling and spacing in the preview before you pay. The preview shows the design; printed colours can look
          slightly different from your screen, and the layers of a 3D print are visible up close.
        </p>
        <p>
          You confirm that you may use the text you send and that it does not infringe anyone’s rights or break the law. We may decline an
          order with text that is abusive, hateful, infringing or unlawful, and refund it in full.
        </p>
      </PolicySection>
      <PolicySection title="Prices and payment">
        <ul>
          <li>Prices are in Indian rupees and include GST. Shipping within India is free unless the checkout shows otherwise.</li>
          <li>The price is the one shown at checkout, worked out by our server from the quantity discount tiers.</li>
          <li>Payments are handled by our payment gateway (cards, UPI, wallets, net banking). We never see or store your card details.</li>
          <li>An order is accepted once its payment is confirmed; you receive a confirmation e-mail with the order number.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Cancellations, refunds and delivery">
        <p>
          Because each piece is personalised, you can cancel only until we start printing it, and we do not take returns for a change of
          mind. A print that is wrong or damaged is reprinted or refunded: see the{' '}
          <Link href="/refund-policy" className={A}>
            Refund &amp; Cancellation policy
          </Link>
          . Delivery areas and times are in the{' '}
          <Link href="/shipping-policy" className={A}>
            Shipping policy
          </Link>
          .
        </p>
      </PolicySection>
      <PolicySection title="Liability">
        <p>
          Our responsibility for an order is limited to reprinting it or refunding what you paid for it. Nothing in these terms limits your
          rights under the Consumer Protection Act, 2019 or any other law that cannot be excluded.
        </p>
      </PolicySection>
      <PolicySection title="Law and disputes">
        <p>
          These terms are governed by the laws of India. Please write to our grievance officer first (see{' '}
          <Link href="/grievance" className={A}>
            Grievance Redressal
          </Link>
          ); we answer every complaint. Courts at the seller’s registered place of business have jurisdiction, without taking away your
          right to approach a consumer commission.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

/** /privacy */
