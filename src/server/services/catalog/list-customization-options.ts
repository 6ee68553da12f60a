import { and, asc, eq } from 'drizzle-orm';
import type { CustomizationOption, OptionType } from '#shared/schemas/customization';
import type { Db } from '../../db/client';
import { customizationOptions } from '../../db/schema/index';
import { isFontBuildable } from './is-font-buildable';

/** How long an option list is served from memory (ms); admin writes clear it at once. */
export const OPTIONS_CACHE_TTL_MS = 5_000;

type CacheEntry = { at: number; rows: CustomizationOption[] };
// Keyed by database so that tests (and benches) with several databases never share lists.
const caches = new WeakMap<Db, Map<string, CacheEntry>>();
// Set when REDIS_URL is set: tells the other instances on the same database (services/catalog/options-cache-bus.ts).
const broadcasters = new WeakMap<Db, () => void>();

/** Registers how a change on `db` is announced to other instances (null: stop announcing). */
export function setOptionsCacheBroadcast(db: Db, broadcast: (() => void) | null): void {
  if (broadcast) broadcasters.set(db, broadcast);
  else broadcasters.delete(db);
}

/** Drops this instance's cached option lists of `db` without telling anyone (a peer's change arrived). */
export function dropLocalOptionsCache(db: Db): void {
  caches.delete(db);
}

/**
 * A customization_options row as the API returns it (docs/product.md#customization-options field
 * names).
 */
export function toCustomizationOption(row: typeof customizationOptions.$inferSelect): CustomizationOption {
  return { ...row, type: row.type as OptionType, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/**
 * Drops the cached option lists of `db`; call after any customization-option write. With
 * Redis, every other instance is told to drop its copy too.
 */
export function invalidateOptionsCache(db: Db): void {
  caches.delete(db);
  broadcasters.get(db)?.();
}

/**
 * Lists customization options, ordered by sortOrder (docs/product.md#api). With `includeInactive`
 * (the admin's list) every row; otherwise what shoppers and dealers may order: active rows, and of
 * the fonts only those the engine can print (isFontBuildable). Cached in memory for
 * a few seconds: the storefront asks for them on every load.
 */
export async function listCustomizationOptions(
  db: Db,
  options: { type?: OptionType; includeInactive?: boolean } = {},
): Promise<CustomizationOption[]> {
  const key = `${options.type ?? '*'}|${options.includeInactive ? 'all' : 'active'}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, CacheEntry>()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < OPTIONS_CACHE_TTL_MS) return hit.rows;
  const where = and(
    options.type ? eq(customizationOptions.type, options.type) : undefined,
    options.includeInactive ? undefined : eq(customizationOptions.isActive, true),
  );
  const rows = await db
    .select()
    .from(customizationOptions)
    .where(where)
    .orderBy(asc(customizationOptions.sortOrder), asc(customizationOptions.id));
  const offered = options.includeInactive ? rows : rows.filter((row) => row.type !== 'font' || isFontBuildable(row));
  const result = offered.map(toCustomizationOption);
  cache.set(key, { at: Date.now(), rows: result });
  return result;
}
