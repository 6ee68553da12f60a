/**
 * One customer's e-mail address however they spell it (docs/product.md#same-customer,
 * docs/decisions/219-gmail-addresses-are-one-customer.md): what the once-per-customer and
 * first-order-only rules of a promotion compare.
 */

/** The domains whose mailboxes ignore dots and `+tags` in the local part: Gmail's two names for one service. */
export const GMAIL_DOMAINS: readonly string[] = ['gmail.com', 'googlemail.com'];

/**
 * The comparison key of an e-mail address: trimmed and lower case always (domains are
 * case-insensitive, RFC 5321 §2.4, and no mail service we see treats local parts otherwise); for
 * gmail.com and googlemail.com also without dots and without a `+tag` in the local part, on
 * gmail.com, because Gmail delivers `a.b.c+x@gmail.com`, `ABC@googlemail.com` and `abc@gmail.com`
 * to one mailbox (Google's Gmail Help, "Dots don't matter in Gmail addresses"). Other domains
 * keep dots and tags: for them those are different mailboxes. The text before the first `@` is
 * the local part and the text up to a second `@` the domain, as SQL's split_part reads them
 * (customerEmailKeySql in the promotions service must agree).
 * @example customerEmailKey(' A.B.C+x@GMAIL.com ') === 'abc@gmail.com'
 */
export function customerEmailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const [local = '', domain = ''] = lower.split('@');
  if (!GMAIL_DOMAINS.includes(domain)) return lower;
  return `${local.split('+')[0]!.replaceAll('.', '')}@gmail.com`;
}
