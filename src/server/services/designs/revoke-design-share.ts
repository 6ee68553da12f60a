import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { designNotFound, type DesignOwner, ownedBy } from './design-view';

/** Turns off the share link of one of the user's designs (idempotent); 404 when not theirs. */
export async function revokeDesignShare(db: Db, options: { owner: DesignOwner; designId: number }): Promise<void> {
  const [row] = await db
    .update(designs)
    .set({ shareTokenHash: null, sharedAt: null })
    .where(ownedBy(options.owner, options.designId))
    .returning({ id: designs.id });
  if (!row) throw designNotFound();
}
