import type { DesignResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { getOwnedDesignOrThrow, toDesignResponse } from './design-view';

/** One of the user's designs; another account's or a missing one is 404. */
export async function getDesign(db: Db, options: { userId: string; designId: number }): Promise<DesignResponse> {
  return toDesignResponse(await getOwnedDesignOrThrow(db, options.userId, options.designId));
}
