/**
 * The SMTP mailer (nodemailer), built by the composition root when SMTP_URL is set. Timeouts are
 * short so a stalled server costs a job run seconds, not minutes (the mail is retried later).
 */
import nodemailer from 'nodemailer';
import type { Mailer } from './provider';

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
