/**
 * PUT /api/auth/profile (spec §5 "Profile"): phone and address, plus the optional consent and
 * language. The profile is complete once both phone and address are set.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateProfileRequest } from '#shared/schemas/profile';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { UserRow } from './user-view';

/** Updates the signed-in user's contact details and returns the row. */
export async function updateProfile(db: Db, userId: string, input: z.output<typeof UpdateProfileRequest>): Promise<UserRow> {
  const { street, city, state, stateCode, zipCode, country } = input.address;
  const [row] = await db
    .update(users)
    .set({
      phone: input.phone,
      address: { street, city, state, stateCode, zipCode, country },
      isProfileComplete: true,
      ...(input.marketingConsent !== undefined ? { marketingConsent: input.marketingConsent } : {}),
      ...(input.preferredLanguage !== undefined ? { preferredLanguage: input.preferredLanguage } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return row;
}
