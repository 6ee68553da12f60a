/** The shop's policy pages (docs/decisions/047-policy-pages.md): their paths and link texts, for the footer, the checkout and the pages. */

export const POLICY_LINKS = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/refund-policy', label: 'Refund & Cancellation' },
  { href: '/shipping-policy', label: 'Shipping Policy' },
  { href: '/grievance', label: 'Grievance Redressal' },
] as const;

/** The paths of the policy pages, prerendered at build like the entry pages. */
export const POLICY_PATHS = POLICY_LINKS.map((link) => link.href);

/** Days after delivery within which a wrong or damaged print is reported for a reprint or a refund. */
export const DAMAGE_REPORT_DAYS = 7;
