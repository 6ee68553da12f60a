import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** The database's transaction time, the one value `updated_at` ever takes. */
export const databaseNow = () => sql`now()`;

/**
 * `updated_at`, set by the schema: the database's transaction time on insert and on every
 * Drizzle update (`$onUpdate`), so services never set it by hand and every row of one
 * change carries the same instant (docs/decisions/039-updated-at-by-the-schema.md).
 * Drizzle writes `now()` into its own inserts (`$defaultFn`), so an insert does not depend on
 * the column's SQL default, which stays for rows written by hand.
 */
export function updatedAtColumn() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(databaseNow).$onUpdate(databaseNow);
}
