/**
 * HOOK for proof images (issue 12): the order confirmation asks for an `order-proofs`
 * attachment, resolved here when the mail is sent. Until a proof renderer exists this answers
 * no files; when it does, render (or read the cached) PNG of each keychain of the order here
 * and return them — nothing else in the e-mail path needs to change.
 */
import type { Db } from '../../db/client';

/** A file attached to a mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The proof images of an order, one PNG per keychain; none yet (see the file comment). */
export async function renderOrderProofAttachments(_db: Db, _orderId: number): Promise<MailAttachment[]> {
  return [];
}
