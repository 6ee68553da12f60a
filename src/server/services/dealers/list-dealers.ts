import { desc } from 'drizzle-orm';
import type { Dealer } from '#shared/schemas/dealer';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/index';
import { toDealer } from './to-dealer';

/** Every dealer for the admin Dealers tab, newest first. */
export async function listDealers(db: Db): Promise<Dealer[]> {
  const rows = await db.select().from(dealers).orderBy(desc(dealers.createdAt), desc(dealers.id));
  return rows.map(toDealer);
}
