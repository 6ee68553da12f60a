/**
 * The SMTP side of e-mail (nodemailer). Only the deliver-emails job sends; everything else
 * writes to the outbox. Timeouts are short so a stalled server costs a job run seconds, not
 * minutes (the mail is retried later).
 */
import nodemailer from 'nodemailer';
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

/** A nodemailer transport for `smtp://` or `smtps://` URLs (user and password in the URL). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
    close() {
      transport.close();
    },
  };
}
