import type { DesignResponse } from '#shared/schemas/designs';
import type { Db } from '../../db/client';
import { type DesignOwner, getOwnedDesignOrThrow, toDesignResponse } from './design-view';

/** One of the user's designs; another account's or a missing one is 404. */
export async function getDesign(db: Db, options: { owner: DesignOwner; designId: number }): Promise<DesignResponse> {
  return toDesignResponse(await getOwnedDesignOrThrow(db, options.owner, options.designId));
}
