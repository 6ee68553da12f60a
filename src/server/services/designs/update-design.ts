import type { z } from 'zod';
import type { DesignResponse, UpdateDesignRequest } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { designNotFound, type DesignOwner, ownedBy, toDesignResponse } from './design-view';

/**
 * Changes one of the user's designs; fields left out stay, `colorCombination: null` clears it.
 * A live share link keeps working and shows the changed design.
 */
export async function updateDesign(
  db: Db,
  options: { owner: DesignOwner; designId: number; changes: z.output<typeof UpdateDesignRequest> },
): Promise<DesignResponse> {
  const { changes } = options;
  const [row] = await db
    .update(designs)
    .set({
      ...(changes.customText !== undefined ? { customText: changes.customText } : {}),
      ...(changes.fontFamily !== undefined ? { fontFamily: changes.fontFamily } : {}),
      ...(changes.textColor !== undefined ? { textColor: changes.textColor } : {}),
      ...(changes.colorCombination !== undefined ? { colorCombination: changes.colorCombination } : {}),
    })
    .where(ownedBy(options.owner, options.designId))
    .returning();
  if (!row) throw designNotFound();
  return toDesignResponse(row);
}
