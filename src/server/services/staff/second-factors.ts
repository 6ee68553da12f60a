/**
 * Which second factors a staff member has (docs/product.md#staff-sign-in): a confirmed
 * authenticator app (TOTP), passkeys, and unused recovery codes.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { SecondFactorMethod } from '#shared/schemas/admin-session';
import type { Db } from '../../db/client';
import { staff, staffPasskeys, staffRecoveryCodes } from '../../db/schema/index';

/**
 * The methods `staffId` can finish signing in with; empty when they have no second factor (recovery
 * codes alone do not count: they come with a factor and stand in for it).
 */
export async function secondFactorMethods(db: Db, staffId: number): Promise<SecondFactorMethod[]> {
  const [person] = await db.select({ totpConfirmedAt: staff.totpConfirmedAt }).from(staff).where(eq(staff.id, staffId)).limit(1);
  const [passkeys] = await db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
  const [codes] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  const methods: SecondFactorMethod[] = [];
  if (person?.totpConfirmedAt) methods.push('totp');
  if ((passkeys?.n ?? 0) > 0) methods.push('passkey');
  if (methods.length > 0 && (codes?.n ?? 0) > 0) methods.push('recovery');
  return methods;
}
