/**
 * Everything under /api/admin (docs/product.md#admin-calls). Every route here needs the admin
 * session except login, logout and the session probe (plugins/admin-auth.ts guards the rest even if
 * a route forgets `onRequest: app.requireAdmin`).
 */
import type { FastifyInstance } from 'fastify';
import { adminCustomizationRoutes } from './customization';
import { adminDealerRoutes } from './dealers';
import { adminMediaRoutes } from './media';
import { adminOperationsRoutes } from './operations';
import { adminOrderRoutes } from './orders';
import { adminPrintRoutes } from './print';
import { adminPlateRoutes } from './plates';
import { adminPlateFileRoutes } from './plate-file';
import { adminPlateSendRoutes } from './plate-send';
import { adminPrinterRoutes } from './printers';
import { adminPrintRoomRoutes } from './print-room';
import { adminSessionRoutes } from './session';
import { adminSettingsRoutes } from './settings';
import type { StlContext } from '../../services/stl/stl-context';
import type { OptionsCache } from '../../services/catalog/list-customization-options';
import type { PdfFonts } from '../../services/pdf/pdf-fonts';

/** Registers the admin routes; `print`, `optionsCache` and `pdfFonts` are the app's (composition-root.ts). */
export async function adminRoutes(
  app: FastifyInstance,
  opts: { rateLimit?: boolean; print: StlContext; optionsCache: OptionsCache; pdfFonts: PdfFonts },
): Promise<void> {
  await app.register(adminSessionRoutes, { rateLimit: opts.rateLimit });
  await app.register(adminOrderRoutes, { pdfFonts: opts.pdfFonts });
  await app.register(adminMediaRoutes);
  await app.register(adminCustomizationRoutes, { optionsCache: opts.optionsCache });
  await app.register(adminDealerRoutes);
  await app.register(adminOperationsRoutes);
  await app.register(adminPrintRoutes, { print: opts.print });
  await app.register(adminPrintRoomRoutes);
  await app.register(adminPlateRoutes);
  // The plate's 3MF and its slicer estimate need the print engine.
  await app.register(adminPlateFileRoutes, { stl: opts.print });
  await app.register(adminPrinterRoutes);
  // Sending a plate builds it too.
  await app.register(adminPlateSendRoutes, { stl: opts.print });
  await app.register(adminSettingsRoutes);
}
