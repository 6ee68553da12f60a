/**
 * Picks the courier from the configuration for the composition root: the contract (provider.ts)
 * imports none of the couriers (docs/architecture.md "Composition root", docs/decisions/053-shipping-provider.md).
 */
import type { Config } from '../../env';
import type { ShippingProvider } from './provider';
import { ManualCourier } from './manual-courier';
import { ShiprocketProvider } from './shiprocket-courier';
import { SimulatedCourier } from './simulated-courier';

/**
 * Shiprocket when SHIPROCKET_* are set; else in production the manual courier (the admin types
 * the AWB; production never runs a simulation, docs/decisions/099), in development and tests
 * the simulated courier on `now` (the shop's clock), one event every SIMULATED_COURIER_STEP_MS.
 */
export function chooseCourier(config: Config, options: { now: () => Date }): ShippingProvider {
  if (config.shiprocket) return new ShiprocketProvider(config.shiprocket);
  if (config.isProduction) return new ManualCourier();
  return new SimulatedCourier({ secret: config.simulatedCourierSecret, now: options.now, stepMs: config.simulatedCourierStepMs });
}
