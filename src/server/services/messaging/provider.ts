/**
 * MessagingProvider: the one seam between the shop's order updates and WhatsApp
 * (docs/decisions/147-messaging-provider.md). cloud-api-messaging.ts speaks Meta's Graph API;
 * simulated-messaging.ts is the offline default, records every message and signs its webhooks exactly as
 * Meta does. This file is the contract alone and imports none of its implementations;
 * choose-messaging.ts picks one for the composition root.
 */

/** One approved template message to one number. */
export interface TemplateMessage {
  /** The recipient in international form without '+': "91" and the 10-digit mobile number. */
  to: string;
  /** The template's name as approved by Meta (services/messaging/templates/). */
  template: string;
  /** Meta's language code: 'en' or 'hi'. */
  language: string;
  /** The body parameters in order: {{1}}, {{2}} … */
  params: string[];
}

/**
 * A refused message. `permanent`: sending it again cannot help (not on WhatsApp, template
 * rejected, outside the 24-hour window): the message fails and its e-mail is the fallback.
 * Otherwise (network, 5xx, rate limit) it is retried with back-off.
 */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

/**
 * What differs between messaging providers that callers act on
 * (docs/decisions/220-seam-capabilities.md): callers branch on these, never on a provider's name.
 */
export interface MessagingCapabilities {
  /** A simulation: messages are recorded, never sent, so it never runs in production (docs/decisions/099). */
  readonly simulated: boolean;
}

/** The WhatsApp seam. Every failure surfaces as MessagingError. */
export interface MessagingProvider {
  /** The provider's id (logs); never branched on. */
  readonly name: string;
  readonly capabilities: MessagingCapabilities;
  /** The key of X-Hub-Signature-256 on the webhooks this provider's platform sends. */
  readonly appSecret: string;
  /** The token the webhook verification handshake must carry (hub.verify_token). */
  readonly verifyToken: string;
  /** Sends one template message; answers the platform's message id (`wamid…`). */
  sendTemplate(message: TemplateMessage): Promise<{ providerMessageId: string }>;
}
