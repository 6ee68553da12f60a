/**
 * The offline WhatsApp provider (docs/decisions/147-messaging-provider.md): `npm start` sends
 * order updates without Meta. It records every message, answers with `wamid.` ids, can be told
 * to fail (`fault`), refuses text parameters as Meta does (error 132000), and reports each accepted message's delivery (sent, delivered, read)
 * through signed webhooks, as Meta's servers would to POST /api/whatsapp/webhook.
 */
import { randomUUID } from 'node:crypto';
import { MessagingError, type MessagingProvider, type TemplateMessage } from './provider';
import { isRefusedTemplateParameter } from './templates';
import { signWhatsAppWebhook, WHATSAPP_SIGNATURE_HEADER } from './webhook-signature';

/** Where the simulated provider posts its signed webhooks (the route attaches one). */
export type WhatsAppWebhookSink = (rawBody: string, headers: Record<string, string>) => Promise<void>;

/** A fault the simulation plays: unreachable (retried later) or a number not on WhatsApp (permanent). */
export type SimulatedMessagingFault = 'down' | 'not_on_whatsapp' | null;

/** A message the simulation accepted. */
export interface SimulatedMessage extends TemplateMessage {
  id: string;
}

export class SimulatedMessagingProvider implements MessagingProvider {
  readonly name = 'simulated';
  readonly capabilities = { simulated: true };
  readonly appSecret: string;
  readonly verifyToken: string;
  /** Every accepted message, oldest first. */
  readonly sent: SimulatedMessage[] = [];
  /** Set to make the next sends fail; null sends. */
  fault: SimulatedMessagingFault = null;
  private sink: WhatsAppWebhookSink | undefined;
  private pending: Promise<void> = Promise.resolve();

  /** `secret` keys the webhook signatures and is the handshake token (random per data folder, docs/decisions/099). */
  constructor(options: { secret: string }) {
    this.appSecret = options.secret;
    this.verifyToken = options.secret;
  }

  /** Reports delivery of later messages to `sink`; without one, no webhooks are sent. */
  attachWebhookSink(sink: WhatsAppWebhookSink | undefined): void {
    this.sink = sink;
  }

  /** Accepts `message` unless a fault is set; then reports sent, delivered and read through the sink. */
  async sendTemplate(message: TemplateMessage): Promise<{ providerMessageId: string }> {
    if (this.fault === 'down') throw new MessagingError('Simulated WhatsApp is unreachable', false);
    if (this.fault === 'not_on_whatsapp') {
      throw new MessagingError('Message undeliverable: the number is not on WhatsApp (131026)', true, '131026');
    }
    // Meta's own check on text parameters (error 132000), so a sender that forgets to collapse white space fails offline too.
    if (message.params.some(isRefusedTemplateParameter)) {
      throw new MessagingError(
        'WhatsApp refused the message: Param text cannot have new-line/tab characters or more than 4 consecutive spaces (132000)',
        true,
        '132000',
      );
    }
    const id = `wamid.sim-${randomUUID()}`;
    this.sent.push({ ...message, id });
    const sink = this.sink;
    if (sink) {
      this.pending = this.pending.then(async () => {
        for (const status of ['sent', 'delivered', 'read'] as const) {
          const event = this.statusEvent(id, status, message.to);
          await sink(event.rawBody, event.headers).catch(() => undefined);
        }
      });
    }
    return { providerMessageId: id };
  }

  /** Resolves once every webhook reported so far has been delivered. */
  webhooksDelivered(): Promise<void> {
    return this.pending;
  }

  /** A signed status webhook for message `id`, as Meta sends it. */
  statusEvent(
    id: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    recipient: string,
  ): { rawBody: string; headers: Record<string, string> } {
    const value = {
      messaging_product: 'whatsapp',
      statuses: [
        {
          id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: recipient,
          ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
        },
      ],
    };
    return this.signed(value);
  }

  /** A signed inbound message from `from` (91…): a text, or a quick-reply button's payload. */
  inboundEvent(
    from: string,
    reply: { text: string } | { button: string },
    id = `wamid.in-${randomUUID()}`,
  ): { rawBody: string; headers: Record<string, string> } {
    const message =
      'text' in reply
        ? { from, id, type: 'text', text: { body: reply.text } }
        : { from, id, type: 'button', button: { payload: reply.button, text: reply.button } };
    return this.signed({ messaging_product: 'whatsapp', messages: [message] });
  }

  private signed(value: unknown): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'simulated', changes: [{ field: 'messages', value }] }],
    });
    return {
      rawBody,
      headers: { 'content-type': 'application/json', [WHATSAPP_SIGNATURE_HEADER]: signWhatsAppWebhook(this.appSecret, rawBody) },
    };
  }
}
