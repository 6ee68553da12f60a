import { eq } from 'drizzle-orm';
import { DEALER_MESSAGES } from '#shared/schemas/dealer';
import type { Db, Tx } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** The dealers row, or AppError NOT_FOUND 'Dealer not found'. */
export async function getDealerOrThrow(db: Db | Tx, dealerId: number): Promise<typeof dealers.$inferSelect> {
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!dealer) throw new AppError('NOT_FOUND', DEALER_MESSAGES.dealerNotFound);
  return dealer;
}

/** True for PostgreSQL's unique_violation (23505), also when wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
