import { desc, eq } from 'drizzle-orm';
import { MAX_DESIGNS_PER_ACCOUNT, type DesignListResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { designs } from '../../db/schema/index';
import { toDesignResponse } from './design-view';

/** The user's saved designs, newest first (issue 14), with the per-account limit. */
export async function listDesigns(db: Db, options: { userId: string }): Promise<DesignListResponse> {
  const rows = await db.select().from(designs).where(eq(designs.userId, options.userId)).orderBy(desc(designs.createdAt), desc(designs.id));
  return { designs: rows.map(toDesignResponse), limit: MAX_DESIGNS_PER_ACCOUNT };
}
