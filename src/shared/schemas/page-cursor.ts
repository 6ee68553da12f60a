/**
 * The cursor of a newest-first admin list (docs/decisions/181-admin-lists-page-with-a-cursor.md):
 * an opaque token naming the last row shown, so the next page continues right after it with no
 * gaps or repeats while new rows arrive. The server makes and reads it (server/lib/page-cursor.ts).
 */
import { z } from 'zod';

/** The `cursor` query parameter: base64url, as the server handed it out. */
export const PageCursorParam = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor this list gave out');
