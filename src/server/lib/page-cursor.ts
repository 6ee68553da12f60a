/**
 * Keyset cursors of the admin lists (docs/decisions/181-admin-lists-page-with-a-cursor.md): the
 * last row's sort key (its time as PostgreSQL prints it, to the microsecond, and its id) as
 * base64url JSON. A JavaScript Date keeps milliseconds only, so the time travels as text.
 */
import { AppError } from './app-error';

/** The sort key of the last row of a page: `at` is a timestamptz as text, `id` the row's id. */
export interface PageKey {
  at: string;
  id: number;
}

/** The cursor of `key` (for the response's `nextCursor`). */
export function encodePageCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

/** The sort key of the last row of a list whose ids are text (users): as PageKey. */
export interface TextPageKey {
  at: string;
  id: string;
}

/** The cursor of `key` for a list with text ids (the customer registry). */
export function encodeTextPageCursor(key: TextPageKey): string {
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
export function decodePageCursor(cursor: string): PageKey {
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
export function decodeTextPageCursor(cursor: string): TextPageKey {
  const value = readCursor(cursor);
  if (value) {
    const [at, id] = value;
    if (typeof id === 'string' && id.length >= 1 && id.length <= 100) return { at, id };
  }
  throw badCursor();
}
