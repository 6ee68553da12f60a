import { sharePath, type ShareDesignResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { designNotFound, type DesignOwner, ownedBy } from './design-view';
import { hashShareToken, newShareToken } from './share-token';

/**
 * Makes a share link for one of the user's designs. The token is returned once; only its
 * SHA-256 is stored, so sharing again issues a new link and the earlier one stops working
 * (docs/decisions/022-saved-designs-and-share-links.md). `now` (the shop's clock) dates the share.
 */
export async function shareDesign(db: Db, options: { owner: DesignOwner; designId: number; now: Date }): Promise<ShareDesignResponse> {
  const token = newShareToken();
  const [row] = await db
    .update(designs)
    .set({ shareTokenHash: hashShareToken(token), sharedAt: options.now })
    .where(ownedBy(options.owner, options.designId))
    .returning({ id: designs.id });
  if (!row) throw designNotFound();
  return { token, url: sharePath(token) };
}
