import type { z } from 'zod';
import { DEALER_MESSAGES, type CreateDealerRequest, type Dealer } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from './get-dealer-or-throw';
import { toDealer } from './to-dealer';

/**
 * Creates a dealer without a PIN (the dealer sets it at first login, spec §2) and with no
 * credits. @throws AppError CONFLICT when the phone number is taken (the UNIQUE constraint decides).
 */
export async function createDealer(db: Db, input: z.output<typeof CreateDealerRequest>): Promise<Dealer> {
  try {
    const [row] = await db
      .insert(dealers)
      .values({
        businessName: input.businessName,
        ownerName: input.ownerName,
        phoneNumber: input.phoneNumber,
        email: input.email,
        businessAddress: input.businessAddress,
        adminNotes: input.adminNotes || null,
      })
      .returning();
    return toDealer(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DEALER_MESSAGES.duplicatePhone);
    throw error;
  }
}
