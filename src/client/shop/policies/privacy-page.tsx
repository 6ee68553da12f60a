/** /privacy: what the shop keeps about a customer and why, under the Digital Personal Data Protection Act 2023 (docs/decisions/047-policy-pages.md). */
import { Link } from 'wouter';
import { POLICY_LINK_CLASS as A, PolicyPage, PolicySection, ShopInfoBlock } from './policy-layout';

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
