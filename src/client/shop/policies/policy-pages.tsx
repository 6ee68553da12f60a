/**
 * The shop's own policies (docs/decisions/047-policy-pages.md): terms, privacy (Digital Personal
 * Data Protection Act 2023), refund and cancellation, shipping, and grievance redressal
 * (Consumer Protection (E-Commerce) Rules 2020, rules 4 and 5). Written for a shop that prints
 * every keychain to order. The seller's details come from the business settings.
 */
// One module for the router's one lazy chunk of policy pages (route-preloads.ts names this file).
export { TermsPage } from './terms-page';
export { PrivacyPage } from './privacy-page';
export { RefundPolicyPage, ShippingPolicyPage } from './order-policy-pages';
export { GrievancePage } from './grievance-page';
