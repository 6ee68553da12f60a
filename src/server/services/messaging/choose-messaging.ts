/**
 * Picks the WhatsApp provider for the composition root (docs/decisions/147-messaging-provider.md):
 * the contract (provider.ts) imports none of the implementations.
 */
import type { Config } from '../../env';
import { WhatsAppCloudProvider } from './cloud-api-messaging';
import type { MessagingProvider } from './provider';
import { SimulatedMessagingProvider } from './simulated-messaging';

/**
 * Meta's Cloud API when WHATSAPP_* are set; else in production none (order updates go by
 * e-mail only, and main.ts says so at start: production never runs a simulation,
 * docs/decisions/099), in development and tests the simulated provider.
 */
export function chooseMessagingProvider(config: Config): MessagingProvider | undefined {
  if (config.whatsapp) return new WhatsAppCloudProvider(config.whatsapp);
  if (config.isProduction) return undefined;
  return new SimulatedMessagingProvider({ secret: config.simulatedWhatsAppSecret });
}

/** What main.ts says at start about order updates on WhatsApp (`provider` as chosen above). */
export function messagingStartLine(provider: MessagingProvider | undefined): string {
  if (!provider)
    return 'WhatsApp: not connected (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN unset): order updates go by e-mail only';
  if (provider.capabilities.simulated) return 'WhatsApp: simulated (messages are recorded, never sent; see Admin › Messages)';
  return "WhatsApp: Meta's Cloud API (webhook: /api/whatsapp/webhook)";
}
