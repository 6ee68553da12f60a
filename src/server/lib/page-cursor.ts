/**
 * Keyset paging of the admin lists (docs/decisions/181-admin-lists-page-with-a-cursor.md): newest
 * first by `(created_at, id)`, the next page strictly after the last row shown, whose sort key
 * travels as the cursor: its time as PostgreSQL prints it (to the microsecond) and its id, as
 * base64url JSON. A JavaScript Date keeps milliseconds only, so the time travels as text.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';

/** The sort key of the last row of a page: `at` is a timestamptz as text, `id` the row's id (text for users). */
interface PageKey<Id extends number | string = number | string> {
  at: string;
  id: Id;
}

/** The cursor of `key` (for the response's `nextCursor`). */
function encodePageCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

function badCursor(): AppError {
  return new AppError('BAD_REQUEST', 'This page link has expired or is not valid: start again from the first page', {
    issues: [{ path: 'cursor', message: 'Not a cursor this list gave out' }],
  });
}

/** `[at, id]` from `cursor` when it is base64url JSON of [time text, id]; null otherwise. */
function readCursor(cursor: string): [string, unknown] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as [unknown, unknown];
      if (
        typeof at === 'string' &&
        at.length <= 40 &&
        /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(at) &&
        !Number.isNaN(Date.parse(at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))
      ) {
        return [at, id];
      }
    }
  } catch {
    // not JSON: the caller answers 400
  }
  return null;
}

/**
 * The key inside `cursor`. Throws AppError BAD_REQUEST (400) when it is not one this server made:
 * not base64url JSON of [time text, positive integer id].
 */
function decodePageCursor(cursor: string): PageKey<number> {
  const value = readCursor(cursor);
  if (value) {
    const [at, id] = value;
    if (Number.isSafeInteger(id) && (id as number) >= 1 && (id as number) <= 2_147_483_647) return { at, id: id as number };
  }
  throw badCursor();
}

/**
 * The key inside a text-id list's `cursor`. Throws AppError BAD_REQUEST (400) when it is not one
 * this server made: not base64url JSON of [time text, id of 1..100 characters].
 */
function decodeTextPageCursor(cursor: string): PageKey<string> {
  const value = readCursor(cursor);
  if (value) {
    const [at, id] = value;
    if (typeof id === 'string' && id.length >= 1 && id.length <= 100) return { at, id };
  }
  throw badCursor();
}

/** The columns a list pages by: its creation time and its id (an integer, or text for users). */
export interface KeysetColumns {
  createdAt: AnyPgColumn;
  id: AnyPgColumn<{ data: number }> | AnyPgColumn<{ data: string }>;
}

/** The pieces of one page's query and the page cut from its rows (keysetPage). */
export interface KeysetPage {
  /** Rows strictly after the cursor's row in the list's order; undefined on the first page. */
  after: SQL | undefined;
  /** The list's order: newest first, the id breaking ties (the `(created_at, id)` index's). */
  orderBy: [SQL, SQL];
  /** How many rows to read: one more than the page, which tells whether a next page exists. */
  limit: number;
  /** The creation time as PostgreSQL prints it, to select as the row's `cursorAt`. */
  cursorAt: SQL<string>;
  /** The page (at most `limit` of the rows read) and the next page's cursor, null on the last page. */
  cut<Row extends { cursorAt: string }>(rows: Row[], idOf: (row: Row) => number | string): { page: Row[]; nextCursor: string | null };
}

/**
 * One page of `limit` rows after `cursor` (the previous page's `nextCursor`) of a list ordered by
 * `columns`: the query reads `where(and(filter, after)).orderBy(...orderBy).limit(limit)` selecting
 * `cursorAt`, and `cut` makes the page of what it read.
 * @throws AppError BAD_REQUEST (400) for a cursor this server did not make: not base64url JSON of
 * [time text, id], the id a positive integer (text of 1..100 characters for a text id).
 */
export function keysetPage(columns: KeysetColumns, options: { limit: number; cursor?: string }): KeysetPage {
  const { limit, cursor } = options;
  const textIds = columns.id.dataType === 'string';
  const key = !cursor ? undefined : textIds ? decodeTextPageCursor(cursor) : decodePageCursor(cursor);
  return {
    after: key ? sql`(${columns.createdAt}, ${columns.id}) < (${key.at}::timestamptz, ${key.id})` : undefined,
    orderBy: [desc(columns.createdAt), desc(columns.id)],
    limit: limit + 1,
    cursorAt: sql<string>`${columns.createdAt}::text`,
    cut(rows, idOf) {
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { page, nextCursor: rows.length > limit && last ? encodePageCursor({ at: last.cursorAt, id: idOf(last) }) : null };
    },
  };
}
