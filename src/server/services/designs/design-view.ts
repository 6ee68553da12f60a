/** How a stored design row reads in API answers (shared by the designs use cases). */
import { and, eq } from 'drizzle-orm';
import type { DesignResponse } from '#shared/schemas/designs';
import { DESIGN_MESSAGES } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export type DesignRow = typeof designs.$inferSelect;

/** Who owns a design: a signed-in customer or a dealer (each sees only their own). */
export type DesignOwner = { userId: string; dealerId?: never } | { dealerId: number; userId?: never };

/** The row filter for an owner's designs. */
export function ownerFilter(owner: DesignOwner) {
  return owner.userId !== undefined ? eq(designs.userId, owner.userId) : eq(designs.dealerId, owner.dealerId);
}

/** A design row as its owner sees it (never the share token hash). */
export function toDesignResponse(row: DesignRow): DesignResponse {
  return {
    id: row.id,
    customText: row.customText,
    fontFamily: row.fontFamily,
    textColor: row.textColor,
    ...(row.colorCombination ? { colorCombination: row.colorCombination } : {}),
    shared: row.shareTokenHash !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Owner-only filter: another account's design is indistinguishable from a missing one (404). */
export function ownedBy(owner: DesignOwner, designId: number) {
  return and(eq(designs.id, designId), ownerFilter(owner));
}

/** The not-found error every owner-only use case throws. */
export function designNotFound(): AppError {
  return new AppError('NOT_FOUND', DESIGN_MESSAGES.notFound);
}

/** The owner's design, or 404. */
export async function getOwnedDesignOrThrow(db: Db, owner: DesignOwner, designId: number): Promise<DesignRow> {
  const [row] = await db.select().from(designs).where(ownedBy(owner, designId)).limit(1);
  if (!row) throw designNotFound();
  return row;
}
