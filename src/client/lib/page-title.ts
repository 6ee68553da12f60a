/**
 * Every route's document title (issue 13 item 4), as a pure function of the path so it can be
 * tested without a DOM. Pages with a title that depends on data (a shared design, an order
 * confirmation) refine it after this default is set.
 */

/** The shop's name, the suffix of every title. */
const SHOP = 'Chaabi';

const TITLES: readonly [RegExp, string][] = [
  [/^\/$/, `${SHOP} · Custom 3D-Printed Keychains`],
  [/^\/guest$/, `Design Your Keychain · ${SHOP}`],
  [/^\/checkout$/, `Checkout · ${SHOP}`],
  [/^\/contact$/, `Contact · ${SHOP}`],
  [/^\/track$/, `Track Your Order · ${SHOP}`],
  [/^\/terms$/, `Terms of Service · ${SHOP}`],
  [/^\/privacy$/, `Privacy Policy · ${SHOP}`],
  [/^\/refund-policy$/, `Refund & Cancellation Policy · ${SHOP}`],
  [/^\/shipping-policy$/, `Shipping Policy · ${SHOP}`],
  [/^\/grievance$/, `Grievance Redressal · ${SHOP}`],
  [/^\/d\/[^/]+$/, `Shared keychain · ${SHOP}`],
  [/^\/account$/, `My Account · ${SHOP}`],
  [/^\/customers$/, `Customer Registry · ${SHOP}`],
  [/^\/dealer-simple$/, `Dealer Login · ${SHOP}`],
  [/^\/clear-dealer$/, `Dealer Sign-out · ${SHOP}`],
  [/^\/dealer$/, `Dealer Login · ${SHOP}`],
  [/^\/dealer-dashboard$/, `Dealer Dashboard · ${SHOP}`],
  [/^\/dealer\/purchase-credits$/, `Buy Credits · Dealer · ${SHOP}`],
  [/^\/dealer\/keychains$/, `Create Order · Dealer · ${SHOP}`],
  [/^\/dealer\/history$/, `History · Dealer · ${SHOP}`],
  [/^\/stl-generator$/, `STL Generator · ${SHOP}`],
  [/^\/blender-test$/, `Blender Test · ${SHOP}`],
];

/** The title for `path`; `adminRoute` is the admin path on the admin page, null on the others. */
export function pageTitle(path: string, adminRoute: string | null): string {
  if (path === adminRoute) return `Admin · ${SHOP}`;
  for (const [pattern, title] of TITLES) if (pattern.test(path)) return title;
  return `Page Not Found · ${SHOP}`;
}
