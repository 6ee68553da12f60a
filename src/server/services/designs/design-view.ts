/** How a stored design row reads in API answers (shared by the designs use cases). */
import { and, eq } from 'drizzle-orm';
import type { DesignResponse } from '#shared/schemas/designs';
import { DESIGN_MESSAGES } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export type DesignRow = typeof designs.$inferSelect;

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
export function ownedBy(userId: string, designId: number) {
  return and(eq(designs.id, designId), eq(designs.userId, userId));
}

/** The not-found error every owner-only use case throws. */
export function designNotFound(): AppError {
  return new AppError('NOT_FOUND', DESIGN_MESSAGES.notFound);
}

/** The user's design, or 404. */
export async function getOwnedDesignOrThrow(db: Db, userId: string, designId: number): Promise<DesignRow> {
  const [row] = await db.select().from(designs).where(ownedBy(userId, designId)).limit(1);
  if (!row) throw designNotFound();
  return row;
}
