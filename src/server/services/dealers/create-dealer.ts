import type { z } from 'zod';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import { type CreateDealerRequest, type CreateDealerResponse } from '#shared/schemas/dealer-admin';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from './get-dealer-or-throw';
import { issueSetupCode } from './setup-code';
import { toDealer } from './to-dealer';

/**
 * Creates a dealer without a PIN and with no credits, and issues its one-time setup code
 * (docs/decisions/016): the dealer chooses the first PIN with it (spec §2 first-time setup).
 * @throws AppError CONFLICT when the phone number is taken (the UNIQUE constraint decides).
 */
export async function createDealer(
  db: Db,
  options: { input: z.output<typeof CreateDealerRequest>; pepper: string; now: Date },
): Promise<CreateDealerResponse> {
  const { input, now } = options;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dealers)
        .values({
          businessName: input.businessName,
          ownerName: input.ownerName,
          phoneNumber: input.phoneNumber,
          email: input.email,
          businessAddress: input.businessAddress,
          gstin: input.gstin ?? null,
          adminNotes: input.adminNotes || null,
          createdAt: now,
        })
        .returning();
      const code = await issueSetupCode(tx, { dealerId: row!.id, pepper: options.pepper, now, reason: 'dealer_created' });
      return { ...toDealer(row!), ...code };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DEALER_MESSAGES.duplicatePhone);
    throw error;
  }
}
