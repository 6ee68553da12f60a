/** The COD settings (docs/product.md#cash-on-delivery): one row, the defaults until the first save. */
import { DEFAULT_COD_SETTINGS, type CodSettings } from '#shared/schemas/cod';
import type { Db, Tx } from '../../db/client';
import { codSettings } from '../../db/schema/index';

export type { CodSettings } from '#shared/schemas/cod';
/** The settings a shop starts with (written once in shared/schemas/cod.ts, where the admin's card reads them too). */
export { DEFAULT_COD_SETTINGS } from '#shared/schemas/cod';

/** The COD settings with the time of the last save (null while the defaults stand). */
export async function getCodSettingsWithTime(db: Db | Tx): Promise<{ settings: CodSettings; savedAt: Date | null }> {
  const [row] = await db.select().from(codSettings);
  if (!row) return { settings: { ...DEFAULT_COD_SETTINGS }, savedAt: null };
  return {
    settings: {
      enabled: row.enabled,
      feePaise: row.feePaise,
      limitPaise: row.limitPaise,
      autoCancelHours: row.autoCancelHours,
      rtoLimit: row.rtoLimit,
      advanceAbovePaise: row.advanceAbovePaise,
      advancePaise: row.advancePaise,
      forwardShippingEstimatePaise: row.forwardShippingEstimatePaise,
      returnShippingEstimatePaise: row.returnShippingEstimatePaise,
      printCostPerKeychainPaise: row.printCostPerKeychainPaise,
    },
    savedAt: row.updatedAt,
  };
}

/** The COD settings (paise fields; the defaults when no row is stored). Pass a transaction to read inside it. */
export async function getCodSettings(db: Db | Tx): Promise<CodSettings> {
  return (await getCodSettingsWithTime(db)).settings;
}

/** Saves the whole settings (the output of the CodSettings zod schema) and returns them. */
export async function saveCodSettings(db: Db | Tx, input: CodSettings): Promise<CodSettings> {
  const values = { ...input };
  await db
    .insert(codSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: codSettings.id, set: values });
  return getCodSettings(db);
}
