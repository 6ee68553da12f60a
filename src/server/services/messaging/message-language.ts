/**
 * The language of a customer's messages (docs/product.md#whatsapp-updates): the checkout's
 * `language` when it sent one, else the signed-in customer's profile language, else English.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { MESSAGE_LANGUAGES, type MessageLanguage } from './templates';

/** Whether `value` is a language the templates exist in ('en' or 'hi'). */
export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * `chosen` (the checkout's language) when given; else user `userId`'s `preferred_language` when
 * it is one the templates exist in ('hi' or 'en'); else 'en' (a guest, an unknown user, or a
 * stored value like 'fr').
 */
export async function messageLanguageFor(
  tx: Db | Tx,
  options: { chosen?: MessageLanguage | undefined; userId?: string | null | undefined },
): Promise<MessageLanguage> {
  if (options.chosen) return options.chosen;
  if (!options.userId) return 'en';
  const [user] = await tx.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, options.userId));
  return isMessageLanguage(user?.language) ? user.language : 'en';
}
