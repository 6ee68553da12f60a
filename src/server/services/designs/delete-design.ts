import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { designNotFound, ownedBy } from './design-view';

/** Deletes one of the user's designs (its share link dies with it); 404 when not theirs. */
export async function deleteDesign(db: Db, options: { userId: string; designId: number }): Promise<void> {
  const gone = await db.delete(designs).where(ownedBy(options.userId, options.designId)).returning({ id: designs.id });
  if (gone.length === 0) throw designNotFound();
}
