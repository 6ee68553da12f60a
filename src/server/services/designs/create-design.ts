import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DESIGN_MESSAGES, MAX_DESIGNS_PER_ACCOUNT, type CreateDesignRequest, type DesignResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { dealers, designs, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ownerFilter, toDesignResponse, type DesignOwner } from './design-view';
import { matchDesignsToCatalogue } from '../catalog/resolve-keychain-designs';
import type { OptionsCache } from '../catalog/list-customization-options';

/**
 * Saves a design to a customer's account or a dealer's list. At most
 * MAX_DESIGNS_PER_ACCOUNT per owner: the owner's row is locked for the count-then-insert, so
 * parallel saves cannot overshoot the limit (409 CONFLICT with a message). The font and colour
 * combination must be in the catalogue, as for an order, and are stored as the catalogue has
 * them (its colours, never the client's), so a shared design can always be ordered. It is dated
 * `now`, the shop's clock (composition-root.ts).
 * @throws AppError BAD_REQUEST 'Font "x" is not available' / 'Colour combination "y" is not available'.
 */
export async function createDesign(
  db: Db,
  options: { owner: DesignOwner; design: z.output<typeof CreateDesignRequest>; optionsCache: OptionsCache; now: Date },
): Promise<DesignResponse> {
  const { owner } = options;
  const design = (
    await matchDesignsToCatalogue(db, {
      keychains: [options.design],
      optionsCache: options.optionsCache,
      issuePath: (_i, field) => field,
    })
  )[0]!;
  return db.transaction(async (tx) => {
    if (owner.userId !== undefined) await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    else await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, owner.dealerId)).for('update');
    const [{ n }] = (await tx.select({ n: count() }).from(designs).where(ownerFilter(owner))) as [{ n: number }];
    if (n >= MAX_DESIGNS_PER_ACCOUNT) throw new AppError('CONFLICT', DESIGN_MESSAGES.limitReached);
    const [row] = await tx
      .insert(designs)
      .values({
        userId: owner.userId ?? null,
        dealerId: owner.dealerId ?? null,
        customText: design.customText,
        fontFamily: design.fontFamily,
        textColor: design.textColor,
        colorCombination: design.colorCombination ?? null,
        createdAt: options.now,
      })
      .returning();
    return toDesignResponse(row!);
  });
}
