/**
 * The shop's own policies (docs/decisions/047-policy-pages.md): terms, privacy (Digital Personal
 * Data Protection Act 2023), refund and cancellation, shipping, and grievance redressal
 * (Consumer Protection (E-Commerce) Rules 2020, rules 4 and 5). Written for a shop that prints
 * every keychain to order. The seller's details come from the business settings.
 */
import { Link } from 'wouter';
import { PolicyPage, PolicySection, ShopInfoBlock } from './policy-layout';
import { DAMAGE_REPORT_DAYS } from './policy-links';

const A = 'font-semibold text-pink-700 hover:underline';

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
export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      lead={
        <p>
          This notice says which personal data we collect, why, who else handles it, how long we keep it, and your rights under India’s
          Digital Personal Data Protection Act, 2023 (the DPDP Act). The seller named below decides why and how your data is used: the “Data
          Fiduciary” under the Act.
        </p>
      }
    >
      <PolicySection title="Who is responsible">
        <ShopInfoBlock show="seller" />
      </PolicySection>
      <PolicySection title="What we collect">
        <ul>
          <li>Your name, e-mail address, mobile number and delivery address, when you order.</li>
          <li>The text, font and colours of your keychains (the text is often a name).</li>
          <li>
            When you sign in with Google: your name, e-mail address and profile picture; and the phone and address you save in My Account.
          </li>
          <li>Payment status and the gateway’s payment reference. Card, UPI and bank details go to the payment gateway, never to us.</li>
          <li>
            Technical data needed to run the shop: a session cookie when you sign in, a cookie that proves an order is yours, your cart in
            your browser’s storage, and server logs with your IP address. We use no advertising or tracking cookies.
          </li>
        </ul>
      </PolicySection>
      <PolicySection title="Why we use it">
        <ul>
          <li>To print, pack and deliver your order, and to tell you about it (confirmation, dispatch, delivery).</li>
          <li>To issue invoices and keep the accounts that tax law requires.</li>
          <li>To answer your questions and complaints, including refunds and reprints.</li>
          <li>To keep the shop secure and prevent fraud.</li>
          <li>To send offers, only if you said yes to marketing in My Account; you can withdraw that consent there at any time.</li>
        </ul>
        <p>
          We use your data for these purposes only, on the basis of your consent given when you order or sign in, and for the legitimate
          uses the DPDP Act allows (section 7), such as complying with the law.
        </p>
      </PolicySection>
      <PolicySection title="Who else handles it">
        <p>We share only what each needs to do its job for us (our “Data Processors”), under contract:</p>
        <ul>
          <li>Our payment gateway (Razorpay), to take your payment and refunds.</li>
          <li>Our courier partners, who receive your name, phone and delivery address to deliver the parcel.</li>
          <li>Our e-mail provider, to send you order e-mails.</li>
          <li>Our hosting provider, where the shop and its database run, in India or abroad under the Act’s rules.</li>
        </ul>
        <p>We do not sell your personal data. We disclose it to authorities only when the law requires.</p>
      </PolicySection>
      <PolicySection title="How long we keep it">
        <ul>
          <li>
            Orders and invoices: as long as tax law requires us to keep accounts (the CGST Act, section 36: 72 months from the due date of
            the annual return for the year), then deleted.
          </li>
          <li>Your account: until you ask us to delete it; orders stay for the period above.</li>
          <li>Server logs: a few weeks, for security.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Your rights">
        <ul>
          <li>Get a summary of the personal data we hold about you and who we shared it with (section 11).</li>
          <li>Have it corrected, completed, updated or erased when it is no longer needed (section 12).</li>
          <li>Withdraw your consent at any time, as easily as you gave it (section 6(4)); orders already placed are still fulfilled.</li>
          <li>Have your complaints answered by our grievance officer (section 13).</li>
          <li>Nominate someone to exercise these rights if you die or cannot act (section 14).</li>
        </ul>
        <p>
          A child (under 18) may order only with a parent’s or guardian’s consent. To use any right, write to the grievance officer below.
          If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </PolicySection>
      <PolicySection title="Grievance officer">
        <ShopInfoBlock show="grievance-officer" />
        <p>
          We acknowledge every request within 48 hours and answer it within one month. More on the{' '}
          <Link href="/grievance" className={A}>
            Grievance Redressal
          </Link>{' '}
          page.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}

/** /refund-policy */
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
export function GrievancePage() {
  return (
    <PolicyPage
      title="Grievance Redressal"
      lead={
        <p>
          Something went wrong with an order, a refund or your personal data? Our grievance officer looks into every complaint, as the
          Consumer Protection (E-Commerce) Rules, 2020 and the Digital Personal Data Protection Act, 2023 ask.
        </p>
      }
    >
      <PolicySection title="Grievance officer">
        <ShopInfoBlock show="grievance-officer" />
      </PolicySection>
      <PolicySection title="How we handle a complaint">
        <ul>
          <li>Write to the grievance officer by e-mail or call, with your order number if it is about an order.</li>
          <li>We acknowledge your complaint within 48 hours of receiving it.</li>
          <li>We resolve it within one month of receiving it, and tell you what we did.</li>
        </ul>
      </PolicySection>
      <PolicySection title="If you are not satisfied">
        <p>
          You can contact the National Consumer Helpline (call 1915, or consumerhelpline.gov.in), or file a complaint with a consumer
          commission (e-daakhil.nic.in). For personal data, you may complain to the Data Protection Board of India.
        </p>
      </PolicySection>
      <PolicySection title="The seller">
        <ShopInfoBlock show="seller" />
      </PolicySection>
    </PolicyPage>
  );
}
