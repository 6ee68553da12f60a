import { desc } from 'drizzle-orm';
import { MAX_DESIGNS_PER_ACCOUNT, type DesignListResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { ownerFilter, toDesignResponse, type DesignOwner } from './design-view';

/**
 * The owner's saved designs (a customer's or a dealer's), newest first, with the per-account limit.
 */
export async function listDesigns(db: Db, options: { owner: DesignOwner }): Promise<DesignListResponse> {
  const rows = await db.select().from(designs).where(ownerFilter(options.owner)).orderBy(desc(designs.createdAt), desc(designs.id));
  return { designs: rows.map(toDesignResponse), limit: MAX_DESIGNS_PER_ACCOUNT };
}
