import { eq } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import { type ResetPinResponse } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { revokeDealerTokens } from './dealer-tokens';
import { issueSetupCode } from './setup-code';

/**
 * The admin resets a forgotten or disabled PIN (spec §6), in one transaction: the PIN is
 * cleared with its failure count, delay and disable, every token of the dealer is revoked, and
 * a new one-time setup code is issued. The dealer then chooses the new PIN with that code
 * (docs/decisions/016), so the admin never knows a dealer's PIN.
 * @throws AppError NOT_FOUND.
 */
export async function resetDealerPin(db: Db, options: { dealerId: number; pepper: string; now: Date }): Promise<ResetPinResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dealers)
      .set({ pinHash: null, failedPinAttempts: 0, pinLockedUntil: null, pinDisabledAt: null })
      .where(eq(dealers.id, options.dealerId))
      .returning({ id: dealers.id });
    if (!row) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
    await revokeDealerTokens(tx, row.id, options.now);
    const code = await issueSetupCode(tx, { dealerId: row.id, pepper: options.pepper, now: options.now, reason: 'pin_reset' });
    return { success: true as const, ...code };
  });
}
