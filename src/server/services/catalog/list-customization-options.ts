import type { KeychainScript } from '#shared/keychain-text';
import { and, asc, eq } from 'drizzle-orm';
import type { CustomizationOption, OptionType } from '#shared/schemas/customization';
import type { Db } from '../../db/client';
import { customizationOptions } from '../../db/schema/index';
import { isFontBuildable } from './is-font-buildable';

/** How long an option list is served from memory (ms); admin writes clear it at once. */
export const OPTIONS_CACHE_TTL_MS = 5_000;

/** An offered option as cached: the API's fields and the uploaded file's SHA-256 (the engine checks it; the API's schema drops it). */
export type CachedOption = CustomizationOption & { fontFileSha256: string | null };

type CacheEntry = { at: number; rows: CachedOption[] };

/**
 * This instance's option lists, built once per app by the composition root; admin writes
 * invalidate it, and with Redis every other instance is told too (options-cache-bus.ts).
 */
export interface OptionsCache {
  /** The cached lists by key (type and active/all). */
  readonly lists: Map<string, CacheEntry>;
  /** Drops this instance's lists and tells the other instances (call after any option write). */
  invalidate(): void;
  /** Drops this instance's lists without telling anyone (a peer's change arrived). */
  dropLocal(): void;
  /** Sets how a change is announced to other instances (null: stop announcing). */
  setBroadcast(broadcast: (() => void) | null): void;
}

/** A new, empty options cache (one per app: composition-root.ts). */
export function createOptionsCache(): OptionsCache {
  const lists = new Map<string, CacheEntry>();
  let broadcast: (() => void) | null = null;
  return {
    lists,
    invalidate() {
      lists.clear();
      broadcast?.();
    },
    dropLocal() {
      lists.clear();
    },
    setBroadcast(fn) {
      broadcast = fn;
    },
  };
}

/**
 * A customization_options row as the API returns it (docs/product.md#customization-options field
 * names).
 */
export function toCustomizationOption(row: typeof customizationOptions.$inferSelect): CachedOption {
  return {
    ...row,
    type: row.type as OptionType,
    script: row.script as KeychainScript,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Lists customization options, ordered by sortOrder (docs/product.md#api). With `includeInactive`
 * (the admin's list) every row; otherwise what shoppers and dealers may order: active rows, and of
 * the fonts only those the engine can print (isFontBuildable). Cached in memory for
 * a few seconds in `cache` (the TTL is the process's own time, not the shop's clock): the
 * storefront asks for them on every load.
 */
export async function listCustomizationOptions(
  db: Db,
  cache: OptionsCache,
  options: { type?: OptionType; includeInactive?: boolean } = {},
): Promise<CachedOption[]> {
  const key = `${options.type ?? '*'}|${options.includeInactive ? 'all' : 'active'}`;
  const hit = cache.lists.get(key);
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
  cache.lists.set(key, { at: Date.now(), rows: result });
  return result;
}

/**
 * The offered font whose value is `value` (listCustomizationOptions: active and buildable), from
 * `cache`, or undefined: how the printability check finds an order's fonts without a query per
 * design (docs/decisions/191). Values are compared as stored (callers normalise them).
 */
export function offeredFontFinder(db: Db, cache: OptionsCache): (value: string) => Promise<CachedOption | undefined> {
  return async (value) => (await listCustomizationOptions(db, cache, { type: 'font' })).find((option) => option.value === value);
}
