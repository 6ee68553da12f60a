/**
 * My Account's WhatsApp box saved (docs/product.md#whatsapp-updates): the opt-in or opt-out of the
 * customer's profile phone (recorded with its wording, docs/decisions/146-whatsapp-consent-log.md)
 * and/or the language of their updates (users.preferred_language,
 * docs/decisions/184-message-language-separate-from-site-language.md).
 */
import { eq } from 'drizzle-orm';
import { WHATSAPP_CONSENT_WORDING, type MessageLanguage } from '#shared/whatsapp';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { messageLanguageFor } from './message-language';
import { isWhatsAppOptedIn, recordWhatsAppConsent, whatsappMobile } from './whatsapp-outbox';

/** The customer's number (null without one), its current WhatsApp choice and their updates' language. */
export interface AccountWhatsAppChoice {
  phone: string | null;
  optedIn: boolean;
  language: MessageLanguage;
}

async function phoneOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return user?.phone ?? null;
}

/** User `userId`'s current choice (not opted in without a phone; English unless Hindi is saved). */
export async function loadAccountWhatsApp(db: Db, userId: string): Promise<AccountWhatsAppChoice> {
  const phone = await phoneOf(db, userId);
  return { phone, optedIn: phone ? await isWhatsAppOptedIn(db, phone) : false, language: await messageLanguageFor(db, { userId }) };
}

/**
 * Saves user `userId`'s `optedIn` (when given) and `language` (when given) in one transaction,
 * dated `now`, and answers the choice as it now stands. Choosing the language alone needs no phone
 * (it is kept for later). Throws AppError BAD_REQUEST (path `phone`) when `optedIn` is given and
 * the profile has no Indian mobile number; nothing is saved then.
 */
export async function saveAccountWhatsApp(
  db: Db,
  options: { userId: string; optedIn?: boolean | undefined; language?: MessageLanguage | undefined; now: Date },
): Promise<AccountWhatsAppChoice> {
  const { userId, optedIn, language, now } = options;
  const phone = await phoneOf(db, userId);
  if (optedIn !== undefined && (!phone || !whatsappMobile(phone))) {
    throw new AppError('BAD_REQUEST', 'Add an Indian mobile number to your profile first', {
      issues: [{ path: 'phone', message: 'Add an Indian mobile number to your profile first' }],
    });
  }
  await db.transaction(async (tx) => {
    if (language) await tx.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
    if (optedIn !== undefined && phone) {
      const wording = optedIn ? WHATSAPP_CONSENT_WORDING : 'Turned off in My Account';
      await recordWhatsAppConsent(tx, { phone, optedIn, wording, source: 'account', userId }, now);
    }
  });
  return loadAccountWhatsApp(db, userId);
}
