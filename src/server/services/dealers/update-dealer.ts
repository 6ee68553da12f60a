import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEALER_MESSAGES, type Dealer } from '#shared/schemas/dealer';
import { dealerGstinStateProblem, type DealerUpdates } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { revokeDealerTokens } from './dealer-tokens';
import { isUniqueViolation } from './get-dealer-or-throw';
import { toDealer } from './to-dealer';

/**
 * Applies the admin's edits (docs/product.md#admin-calls PUT /api/admin/dealers/{dealerId}).
 * Deactivating a dealer also revokes its tokens. Credits are never edited here (add-credits writes
 * the ledger). A GSTIN (new or kept) must start with the state code of the (new or kept) business
 * address.
 * @throws AppError NOT_FOUND, CONFLICT (phone number taken), BAD_REQUEST (GSTIN of another state, field `updates.gstin`;
 *   nothing to change, field `updates`).
 */
export async function updateDealer(
  db: Db,
  options: { dealerId: number; updates: z.output<typeof DealerUpdates>; now: Date },
): Promise<Dealer> {
  const { updates, now } = options;
  const changes = {
    ...(updates.businessName !== undefined ? { businessName: updates.businessName } : {}),
    ...(updates.ownerName !== undefined ? { ownerName: updates.ownerName } : {}),
    ...(updates.phoneNumber !== undefined ? { phoneNumber: updates.phoneNumber } : {}),
    ...(updates.email !== undefined ? { email: updates.email } : {}),
    ...(updates.businessAddress !== undefined ? { businessAddress: updates.businessAddress } : {}),
    ...(updates.gstin !== undefined ? { gstin: updates.gstin } : {}),
    ...(updates.isActive !== undefined ? { isActive: updates.isActive } : {}),
    ...(updates.adminNotes !== undefined ? { adminNotes: updates.adminNotes || null } : {}),
  };
  // An UPDATE with nothing to set is an SQL error, not a no-op (the schema refuses it first).
  if (Object.keys(changes).length === 0) {
    throw new AppError('BAD_REQUEST', DEALER_MESSAGES.nothingToUpdate, {
      issues: [{ path: 'updates', message: DEALER_MESSAGES.nothingToUpdate }],
    });
  }
  try {
    return await db.transaction(async (tx) => {
      if (updates.gstin !== undefined || updates.businessAddress !== undefined) {
        const [current] = await tx.select().from(dealers).where(eq(dealers.id, options.dealerId)).for('update');
        if (!current) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
        const gstin = updates.gstin !== undefined ? updates.gstin : current.gstin;
        const problem = gstin ? dealerGstinStateProblem(gstin, updates.businessAddress ?? current.businessAddress) : null;
        if (problem) throw new AppError('BAD_REQUEST', problem, { issues: [{ path: 'updates.gstin', message: problem }] });
      }
      const [row] = await tx.update(dealers).set(changes).where(eq(dealers.id, options.dealerId)).returning();
      if (!row) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
      if (updates.isActive === false) await revokeDealerTokens(tx, row.id, now);
      return toDealer(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DEALER_MESSAGES.duplicatePhone);
    throw error;
  }
}
