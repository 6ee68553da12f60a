/** The prepaid discount setting (docs/product.md#prepaid-discount): off until the owner sets it. */
import type { DiscountRule } from '#shared/pricing';
import type { PrepaidDiscountSetting } from '#shared/schemas/promotion';
import type { Db, Tx } from '../../db/client';
import { prepaidDiscountSettings } from '../../db/schema/index';

/** The setting as stored: `{ type: null, value: 0 }` (off) before the first save. */
export async function getPrepaidDiscount(db: Db | Tx): Promise<PrepaidDiscountSetting> {
  const [row] = await db.select().from(prepaidDiscountSettings);
  if (!row || row.type === null) return { type: null, value: 0 };
  return { type: row.type as 'percentage' | 'fixed', value: row.value };
}

/** Saves the setting (the output of PrepaidDiscountSetting) and returns it. */
export async function setPrepaidDiscount(db: Db, setting: PrepaidDiscountSetting): Promise<PrepaidDiscountSetting> {
  await db
    .insert(prepaidDiscountSettings)
    .values({ id: 1, type: setting.type, value: setting.value })
    .onConflictDoUpdate({ target: prepaidDiscountSettings.id, set: { type: setting.type, value: setting.value } });
  return getPrepaidDiscount(db);
}

/** The setting as a pricing rule, or null when off (no type or a zero value). */
export function prepaidRule(setting: PrepaidDiscountSetting): DiscountRule | null {
  return setting.type && setting.value > 0 ? { type: setting.type, value: setting.value } : null;
}
