import type { z } from 'zod';
import type { DesignResponse, UpdateDesignRequest } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { matchDesignsToCatalogue } from '../catalog/resolve-keychain-designs';
import type { OptionsCache } from '../catalog/list-customization-options';
import { designNotFound, getOwnedDesignOrThrow, type DesignOwner, ownedBy, toDesignResponse } from './design-view';

/**
 * Changes one of the user's designs; fields left out stay. The changed design is checked
 * against the catalogue as a new one is (createDesign): its font and colour combination must
 * be offered, and the catalogue's colours are stored (a `colorCombination` sent by the client,
 * or null, gives way to the catalogue's). A live share link keeps working and shows the change.
 * @throws AppError NOT_FOUND for another owner's or a missing design; BAD_REQUEST for an option
 * the catalogue does not offer.
 */
export async function updateDesign(
  db: Db,
  options: { owner: DesignOwner; designId: number; changes: z.output<typeof UpdateDesignRequest>; optionsCache: OptionsCache },
): Promise<DesignResponse> {
  const { changes } = options;
  const current = await getOwnedDesignOrThrow(db, options.owner, options.designId);
  const design = (
    await matchDesignsToCatalogue(db, {
      optionsCache: options.optionsCache,
      keychains: [
        {
          customText: changes.customText ?? current.customText,
          fontFamily: changes.fontFamily ?? current.fontFamily,
          textColor: changes.textColor ?? current.textColor,
        },
      ],
      issuePath: (_i, field) => field,
    })
  )[0]!;
  const [row] = await db
    .update(designs)
    .set({
      customText: design.customText,
      fontFamily: design.fontFamily,
      textColor: design.textColor,
      colorCombination: design.colorCombination ?? null,
    })
    .where(ownedBy(options.owner, options.designId))
    .returning();
  if (!row) throw designNotFound();
  return toDesignResponse(row);
}
