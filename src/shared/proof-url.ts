import type { KeychainChoice } from './schemas/keychain-design';
/** The public proof image URL of a design (issue 12): the Order Confirmed page and the share page's og:image. Free of zod, for the storefront's first load. */
export function proofImagePath(design: KeychainChoice): string {
  const q = new URLSearchParams({ text: design.customText, font: design.fontFamily, colour: design.textColor });
  return `/api/proofs/keychain.png?${q.toString()}`;
}
