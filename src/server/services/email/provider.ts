/**
 * Mailer: the one seam between the e-mail outbox and a mail server (docs/architecture.md). Only
 * the deliver-emails job sends; everything else writes to the outbox (outbox.ts). smtp-mailer.ts
 * speaks SMTP; without SMTP_URL the composition root builds none and mail waits in the outbox.
 * This file is the contract alone and imports none of its implementations.
 */
import type { MailAttachment } from './proof-images';

/** A message ready for SMTP. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** Our outbox id as the Message-ID seed, so a receiving server can recognise a duplicate. */
  messageId: string;
}

/** Sends mail; `close()` ends pooled connections. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
