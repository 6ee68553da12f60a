/**
 * Everything under /api/admin (spec §7 admin calls). Every route here needs the admin session
 * except login, logout and the session probe (plugins/admin-auth.ts guards the rest even if a
 * route forgets `onRequest: app.requireAdmin`).
 */
import type { FastifyInstance } from 'fastify';
import { adminCustomizationRoutes } from './customization';
import { adminDealerRoutes } from './dealers';
import { adminMediaRoutes } from './media';
import { adminOperationsRoutes } from './operations';
import { adminOrderRoutes } from './orders';
import { adminPlateRoutes } from './plates';
import { adminPrinterRoutes } from './printers';
import { adminPrintRoomRoutes } from './print-room';
import { adminSessionRoutes } from './session';
import { adminSettingsRoutes } from './settings';

export async function adminRoutes(app: FastifyInstance, opts: { rateLimit?: boolean }): Promise<void> {
  await app.register(adminSessionRoutes, { rateLimit: opts.rateLimit });
  await app.register(adminOrderRoutes);
  await app.register(adminMediaRoutes);
  await app.register(adminCustomizationRoutes);
  await app.register(adminDealerRoutes);
  await app.register(adminOperationsRoutes);
  await app.register(adminPrintRoomRoutes);
  await app.register(adminPlateRoutes);
  await app.register(adminPrinterRoutes);
  await app.register(adminSettingsRoutes);
}
