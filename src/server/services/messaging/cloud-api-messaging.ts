/**
 * WhatsApp Business Cloud API over plain fetch (docs/decisions/147-messaging-provider.md):
 * POST {apiUrl}/{phoneNumberId}/messages with a template message, as Meta's "Send message
 * templates" describes. Meta's error codes decide whether a refusal is permanent: not on
 * WhatsApp (131026), template problems (132xxx), outside the 24-hour window (131047), bad
 * parameters (100, 131008, 131009); anything else (a rate limit, 5xx, no answer) is retried.
 */
import type { WhatsAppConfig } from '../../env';
import { MessagingError, type MessagingProvider, type TemplateMessage } from './provider';

/** How long one request to Meta may take (ms). */
const REQUEST_TIMEOUT_MS = 15_000;

const PERMANENT_CODES = new Set([100, 131008, 131009, 131026, 131047, 131051, 133010]);

/** Whether Meta's error `code` means retrying cannot help; anything else (a bad token too) is retried, so nothing is lost to a fixable fault. */
function isPermanent(code: number | undefined): boolean {
  return code !== undefined && (PERMANENT_CODES.has(code) || (code >= 132000 && code < 133000));
}

export class WhatsAppCloudProvider implements MessagingProvider {
  readonly name = 'whatsapp-cloud';
  readonly capabilities = { simulated: false };
  readonly appSecret: string;
  readonly verifyToken: string;

  /** `fetchImpl` is the global fetch unless a test intercepts it. */
  constructor(
    private readonly config: WhatsAppConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.appSecret = config.appSecret;
    this.verifyToken = config.verifyToken;
  }

  /** Sends `message` as a template; throws MessagingError (permanent or to retry). */
  async sendTemplate(message: TemplateMessage): Promise<{ providerMessageId: string }> {
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
      },
    };
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.apiUrl}/${this.config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MessagingError(`WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
    }
    const json = (await response.json().catch(() => ({}))) as {
      messages?: { id?: string }[];
      error?: { code?: number; message?: string; error_data?: { details?: string } };
    };
    const id = json.messages?.[0]?.id;
    if (response.ok && id) return { providerMessageId: id };
    const code = json.error?.code;
    const detail = json.error?.error_data?.details ?? json.error?.message ?? `HTTP ${response.status}`;
    throw new MessagingError(
      `WhatsApp refused the message: ${detail}${code ? ` (${code})` : ''}`,
      isPermanent(code),
      code ? String(code) : undefined,
    );
  }
}
