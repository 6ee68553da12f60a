import { eq } from 'drizzle-orm';
import { DEALER_MESSAGES, type Dealer } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { adminAuditLog, dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toDealer } from './to-dealer';

/**
 * The admin unlocks a dealer's PIN (issue 17): clears the wrong-PIN count, the running delay
 * and the disable, keeps the PIN, and records who did it and the state before in
 * admin_audit_log ('dealer.unlock', `dealer:<id>`), in the same transaction. Unlocking a
 * dealer who is not locked changes nothing and records nothing.
 * @throws AppError NOT_FOUND.
 */
export async function unlockDealer(db: Db, options: { dealerId: number; actor: string; now: Date }): Promise<Dealer> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(dealers).where(eq(dealers.id, options.dealerId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
    const locked = before.failedPinAttempts > 0 || before.pinLockedUntil !== null || before.pinDisabledAt !== null;
    if (!locked) return toDealer(before);
    const [after] = await tx
      .update(dealers)
      .set({ failedPinAttempts: 0, pinLockedUntil: null, pinDisabledAt: null })
      .where(eq(dealers.id, options.dealerId))
      .returning();
    await tx.insert(adminAuditLog).values({
      action: 'dealer.unlock',
      target: `dealer:${before.id}`,
      detail: {
        failedPinAttempts: before.failedPinAttempts,
        pinLockedUntil: before.pinLockedUntil?.toISOString() ?? null,
        pinDisabledAt: before.pinDisabledAt?.toISOString() ?? null,
      },
      actor: options.actor,
      createdAt: options.now,
    });
    return toDealer(after!);
  });
}
