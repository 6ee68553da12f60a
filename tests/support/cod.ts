/** Helpers of the cash-on-delivery tests (docs/product.md#cash-on-delivery). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { emailOutbox } from '#server/db/schema/index';

/**
 * The six-digit COD confirmation code last e-mailed for order `orderId`, read from the outbox.
 * Throws when no such e-mail carries a code.
 */
export async function latestCodCode(db: Db, orderId: number): Promise<string> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'cod_confirmation_code'), eq(emailOutbox.channel, 'email')))
    .orderBy(emailOutbox.id);
  const match = /confirmation code: (\d{6})/.exec(rows.at(-1)?.textBody ?? '');
  if (!match) throw new Error(`no code for order ${orderId}`);
  return match[1]!;
}
