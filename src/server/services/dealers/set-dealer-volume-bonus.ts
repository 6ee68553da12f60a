import { eq } from 'drizzle-orm';
import type { DealerVolumeBonus } from '#shared/dealer-volume-bonus';
import { DEALER_MESSAGES, type Dealer } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toDealer } from './to-dealer';

/**
 * Sets or ends a dealer's volume offer (docs/product.md#dealer-volume-bonus): `bonus` is
 * `{ minCredits, percent }` (credits, whole percent), null ends it. Purchases already started keep
 * the bonus they were promised; new ones use this. Returns the dealer before and after.
 * @throws AppError NOT_FOUND for an unknown dealer.
 */
export async function setDealerVolumeBonus(
  db: Db,
  options: { dealerId: number; bonus: DealerVolumeBonus | null },
): Promise<{ before: Dealer['volumeBonus']; dealer: Dealer }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(dealers).where(eq(dealers.id, options.dealerId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
    const [row] = await tx
      .update(dealers)
      .set({ volumeBonusMinCredits: options.bonus?.minCredits ?? null, volumeBonusPercent: options.bonus?.percent ?? null })
      .where(eq(dealers.id, options.dealerId))
      .returning();
    return { before: toDealer(current).volumeBonus, dealer: toDealer(row!) };
  });
}
