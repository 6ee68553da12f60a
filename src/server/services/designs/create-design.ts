import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DESIGN_MESSAGES, MAX_DESIGNS_PER_ACCOUNT, type CreateDesignRequest, type DesignResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toDesignResponse } from './design-view';

/**
 * Saves a design to the user's account (issue 14). At most MAX_DESIGNS_PER_ACCOUNT per
 * account: the user's row is locked for the count-then-insert, so parallel saves cannot
 * overshoot the limit (409 CONFLICT with a message).
 */
export async function createDesign(
  db: Db,
  options: { userId: string; design: z.output<typeof CreateDesignRequest> },
): Promise<DesignResponse> {
  const { userId, design } = options;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = (await tx.select({ n: count() }).from(designs).where(eq(designs.userId, userId))) as [{ n: number }];
    if (n >= MAX_DESIGNS_PER_ACCOUNT) throw new AppError('CONFLICT', DESIGN_MESSAGES.limitReached);
    const [row] = await tx
      .insert(designs)
      .values({
        userId,
        customText: design.customText,
        fontFamily: design.fontFamily,
        textColor: design.textColor,
        colorCombination: design.colorCombination ?? null,
        createdAt: sql`clock_timestamp()`,
        updatedAt: sql`clock_timestamp()`,
      })
      .returning();
    return toDesignResponse(row!);
  });
}
