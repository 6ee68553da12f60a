/** /grievance: the grievance officer and how complaints are handled (Consumer Protection (E-Commerce) Rules 2020, rule 5; docs/decisions/047-policy-pages.md). */
import { PolicyPage, PolicySection, ShopInfoBlock } from './policy-layout';

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
