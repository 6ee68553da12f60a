import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { designNotFound, type DesignOwner, ownedBy } from './design-view';

/** Deletes one of the user's designs (its share link dies with it); 404 when not theirs. */
export async function deleteDesign(db: Db, options: { owner: DesignOwner; designId: number }): Promise<void> {
  const gone = await db.delete(designs).where(ownedBy(options.owner, options.designId)).returning({ id: designs.id });
  if (gone.length === 0) throw designNotFound();
}
