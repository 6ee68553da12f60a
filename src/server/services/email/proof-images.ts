/**
 * Proof images for the order confirmation (issues 12 and 16): the confirmation asks for an
 * `order-proofs` attachment, resolved here when the mail is sent: one PNG per keychain, drawn
 * by the print engine from the order's stored design (the same font file and colours the
 * print files use). A keychain whose proof cannot be drawn (its font file removed since, or
 * the print engine busy) is left out: the mail still goes, with the others.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { designColours, listColourRows } from '../stl/design-colors';
import type { ProofRenderer } from '../stl/render-proof-png';

/** A file attached to a mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The proof images of an order drawn by `proofs` (the print engine's renderer), one PNG per
 * keychain (`keychain-1-asha.png`, …); none for a missing order.
 */
export async function renderOrderProofAttachments(db: Db, proofs: ProofRenderer, orderId: number): Promise<MailAttachment[]> {
  const [order] = await db.select({ keychains: orders.keychains }).from(orders).where(eq(orders.id, orderId));
  if (!order) return [];
  const colourRows = await listColourRows(db);
  const attachments: MailAttachment[] = [];
  for (const [i, design] of order.keychains.entries()) {
    const colours = designColours(design, colourRows);
    try {
      const { png: content } = await proofs({
        customText: design.customText,
        fontFamily: design.fontFamily,
        fontColor: colours.fontColor,
        backgroundColor: colours.backgroundColor,
      });
      const slug =
        design.customText
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .slice(0, 20) || 'keychain';
      attachments.push({ filename: `keychain-${i + 1}-${slug}.png`, content, contentType: 'image/png' });
    } catch {
      // No proof for this keychain (see the file comment); the mail names every keychain in its text anyway.
    }
  }
  return attachments;
}
