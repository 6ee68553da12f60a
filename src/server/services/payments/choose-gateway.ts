/**
 * Picks the payment gateway from the configuration for the composition root: the contract
 * (provider.ts) imports none of its implementations (docs/architecture.md "Composition root").
 */
import type { Config } from '../../env';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './provider';
import { RazorpayPaymentProvider } from './razorpay-gateway';
import { SimulatedPaymentProvider, type WebhookSink } from './simulated-gateway';

/**
 * Razorpay when RAZORPAY_KEY_ID/SECRET are set, else the simulated gateway (secret
 * config.simulatedSecret), which keeps its orders in `db` and sends its webhooks to
 * `webhookSink` (composition-root.ts builds it once).
 */
export function choosePaymentProvider(config: Config, gateway: { db: Db; webhookSink?: WebhookSink }): PaymentProvider {
  if (config.razorpay) {
    return new RazorpayPaymentProvider({
      keyId: config.razorpay.keyId,
      keySecret: config.razorpay.keySecret,
      webhookSecret: config.razorpay.webhookSecret,
    });
  }
  return new SimulatedPaymentProvider({ secret: config.simulatedSecret, ...gateway });
}
