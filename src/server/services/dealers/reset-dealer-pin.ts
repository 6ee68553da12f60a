import { eq } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { revokeDealerTokens } from './dealer-tokens';
import { hashPin } from './pin-hash';

/**
 * The admin sets a new PIN (spec §6: forgotten PINs are reset by the admin). Clears the failure
 * count, the delay and the disable, and revokes every token of the dealer, in one transaction.
 * @throws AppError NOT_FOUND.
 */
export async function resetDealerPin(
  db: Db,
  options: { dealerId: number; newPin: string; pepper: string; now: Date },
): Promise<{ success: true }> {
  const pinHash = await hashPin(options.pepper, options.newPin);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(dealers)
      .set({ pinHash, failedPinAttempts: 0, pinLockedUntil: null, pinDisabledAt: null, updatedAt: options.now })
      .where(eq(dealers.id, options.dealerId))
      .returning({ id: dealers.id });
    if (!row) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
    await revokeDealerTokens(tx, row.id, options.now);
  });
  return { success: true };
}
