/**
 * Everything under /api/admin (docs/product.md#admin-calls). Every route here needs the admin
 * session except login, logout and the session probe. One style (docs/decisions/238): a route
 * declares `config: { permission }` and plugins/admin-auth.ts adds the guard; no route names
 * `app.requireAdmin` or checks a role by hand (admin-guard.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { adminAccountMfaRoutes } from './account-mfa';
import { adminAuditLogRoutes } from './audit-log';
import { adminCodRemittanceRoutes } from './cod-remittances';
import { adminCustomizationRoutes } from './customization';
import { adminDashboardRoutes } from './dashboard';
import { adminDealerRoutes } from './dealers';
import { adminDealerCreditRoutes } from './dealer-credits';
import { adminMediaRoutes } from './media';
import { adminMessageRoutes } from './messages';
import { adminMfaSignInRoutes } from './mfa-sign-in';
import { adminOperationsRoutes } from './operations';
import { adminOrderRoutes } from './orders';
import { adminPrintRoutes } from './print';
import { adminRefundRoutes } from './refunds';
import { adminPlateRoutes } from './plates';
import { adminPlateFileRoutes } from './plate-file';
import { adminPlateSendRoutes } from './plate-send';
import { adminPrinterRoutes } from './printers';
import { adminPrintRoomRoutes } from './print-room';
import { adminSessionRoutes } from './session';
import { adminSettingsRoutes } from './settings';
import { adminPromotionRoutes } from './promotions';
import { adminStaffRoutes } from './staff';
import { adminCodCheckoutRoutes } from './cod-checkout';
import type { Services } from '../../composition-root';
import type { Config } from '../../env';

/** Registers the admin routes, handing each what it uses of the app's engines (composition-root.ts). */
export async function adminRoutes(
  app: FastifyInstance,
  opts: Pick<
    Services,
    | 'db'
    | 'now'
    | 'print'
    | 'optionsCache'
    | 'shipping'
    | 'pincodes'
    | 'pdfFonts'
    | 'payments'
    | 'printerRules'
    | 'storage'
    | 'staffPasswords'
  > & {
    config: Config;
    rateLimit?: boolean;
  },
): Promise<void> {
  const { db, now, print, optionsCache, storage, config } = opts;
  await app.register(adminSessionRoutes, { db, now, config, rateLimit: opts.rateLimit });
  await app.register(adminDashboardRoutes, { db });
  await app.register(adminMfaSignInRoutes, { db, now, config, rateLimit: opts.rateLimit });
  await app.register(adminAccountMfaRoutes, { db, now, config });
  await app.register(adminOrderRoutes, { db, now, shipping: opts.shipping, pdfFonts: opts.pdfFonts });
  await app.register(adminRefundRoutes, { db, now, payments: opts.payments });
  await app.register(adminCodRemittanceRoutes, { db, now, shipping: opts.shipping });
  await app.register(adminMediaRoutes, { db, storage });
  await app.register(adminCustomizationRoutes, { db, optionsCache, storage });
  await app.register(adminDealerRoutes, { db, now, pincodes: opts.pincodes, config });
  await app.register(adminDealerCreditRoutes, { db, now });
  await app.register(adminOperationsRoutes, { db, config });
  await app.register(adminMessageRoutes, { db, now, config });
  await app.register(adminPrintRoutes, { db, now, print });
  await app.register(adminPrintRoomRoutes, { db });
  await app.register(adminPlateRoutes, { db, now });
  // The plate's 3MF and its slicer estimate need the print engine.
  await app.register(adminPlateFileRoutes, { db, stl: print });
  await app.register(adminPrinterRoutes, { db, now, printerRules: opts.printerRules, config });
  // Sending a plate builds it too.
  await app.register(adminPlateSendRoutes, { db, now, stl: print, printerRules: opts.printerRules, config });
  await app.register(adminSettingsRoutes, { db });
  await app.register(adminStaffRoutes, { db, now, config, staffPasswords: opts.staffPasswords, rateLimit: opts.rateLimit });
  await app.register(adminAuditLogRoutes, { db });
  await app.register(adminPromotionRoutes, { db, now });
  await app.register(adminCodCheckoutRoutes, { db, now });
}
