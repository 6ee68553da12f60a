/**
 * The closing lines of the customer e-mails: how to reach the shop, with the seller's e-mail,
 * phone and WhatsApp link from the business settings (docs/product.md#seller-details).
 */
import { shopContact } from '#shared/shop-contact';
import type { Db, Tx } from '../../db/client';
import { getBusinessSettings } from '../settings/business-settings';
import { escapeHtml } from './html';

/** The signature as plain-text lines and as HTML, read inside `tx` (the mail's transaction). */
export async function shopSignature(tx: Db | Tx): Promise<{ text: string[]; html: string }> {
  const seller = await getBusinessSettings(tx);
  const contact = shopContact(seller);
  const name = seller.tradeName || seller.legalName;
  return {
    text: [
      `Questions? Write to ${contact.email} or message us on WhatsApp at ${contact.phoneDisplay}: ${contact.whatsappUrl}`,
      `— ${name}`,
    ],
    html: `<p>Questions? Write to <a href="${escapeHtml(contact.emailHref)}">${escapeHtml(contact.email)}</a> or message us on <a href="${escapeHtml(contact.whatsappUrl)}">WhatsApp at ${escapeHtml(contact.phoneDisplay)}</a>.</p><p>— ${escapeHtml(name)}</p>`,
  };
}
