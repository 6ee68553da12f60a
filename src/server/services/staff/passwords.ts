/**
 * Staff passwords (docs/product.md#staff-sign-in, docs/decisions/207-staff-password-strength.md):
 * argon2id with the OWASP Password Storage Cheat Sheet's minimum (m = 19 MiB, t = 2, p = 1). A new
 * password (NIST SP 800-63B-4 §3.1.1.2: a length and a check against guessable values, no
 * composition rules) has at least 12 characters once the ends are trimmed, no invisible or control
 * characters (the free-text rule, shared/free-text.ts), and a zxcvbn-ts score of at least 3 with
 * the person's e-mail, name and the shop's names as user inputs and a small dictionary of words
 * Indian passwords are often made of (indian-password-words.ts). Each refusal names its reason.
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import { ZxcvbnFactory, type DictionaryMatch, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from '#shared/free-text';
import { STAFF_PASSWORD_LENGTH_MESSAGES, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '#shared/schemas/staff';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getBusinessSettings } from '../settings/business-settings';
import { INDIAN_PASSWORD_WORDS } from './indian-password-words';

export { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH };

// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The lowest zxcvbn score a new password may have (3: "safely unguessable", about 10^8 guesses and more). */
export const STAFF_PASSWORD_MIN_SCORE = 3;

/** The reasons a new password is refused, shown under the field. */
export const STAFF_PASSWORD_MESSAGES = {
  invisible: UNSAFE_TEXT_MESSAGE,
  ...STAFF_PASSWORD_LENGTH_MESSAGES,
  personal: "Do not build it from your e-mail, your name or the shop's name",
  commonWord: (word: string) => `"${word}" is a word many passwords here are made of; add a few unrelated words`,
  weak: 'Too easy to guess: add a few more words that have nothing to do with you or the shop',
} as const;

/** How much of a password zxcvbn estimates (its default is 256). */
const ZXCVBN_MAX_LENGTH = 64;

/** The zxcvbn dictionary name of INDIAN_PASSWORD_WORDS. */
const INDIAN_DICTIONARY = 'indian-common';

/**
 * The strength estimator of new staff passwords: one zxcvbn-ts factory with the common and
 * English dictionaries, the keyboard graphs and INDIAN_PASSWORD_WORDS, built on first use (it
 * takes a few hundred milliseconds and some megabytes) and kept by whoever made the estimator —
 * the composition root (composition-root.ts) for the app, a script for itself. No module state.
 */
export interface StaffPasswordStrength {
  /** zxcvbn's estimate of `password` with `userInputs` (words of the person and the shop) as a dictionary. */
  estimate(password: string, userInputs: readonly string[]): ZxcvbnResult;
}

/** Makes a StaffPasswordStrength whose zxcvbn factory is built at its first estimate. */
export function createStaffPasswordStrength(): StaffPasswordStrength {
  let factory: ZxcvbnFactory | undefined;
  return {
    estimate(password, userInputs) {
      factory ??= new ZxcvbnFactory({
        // Only the first 64 characters are estimated: zxcvbn's repeat matcher grows fast with length
        // (a 200-character pattern took seconds); 64 characters that score 3 are not made weak by more.
        maxLength: ZXCVBN_MAX_LENGTH,
        translations: zxcvbnEn.translations,
        graphs: zxcvbnCommon.adjacencyGraphs,
        dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, [INDIAN_DICTIONARY]: [...INDIAN_PASSWORD_WORDS] },
      });
      return factory.check(password, [...userInputs]);
    },
  };
}

/** Whose password it is: their e-mail and name, and the shop's names (trade and legal). */
export interface StaffPasswordContext {
  email: string;
  name: string;
  shopNames: readonly string[];
}

/** The user inputs of `context`: each value whole and its words of 3 letters or more, lower-cased. */
function userInputsOf(context: StaffPasswordContext): string[] {
  const local = context.email.split('@')[0] ?? '';
  const values = [context.email, local, context.name, ...context.shopNames];
  const words = values.flatMap((v) => v.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  return [...new Set([...values, ...words].map((v) => v.trim().toLowerCase()).filter((v) => v.length > 0))];
}

/** The shop's names from the business settings (trade name, legal name) and the brand "Chaabi". */
export async function shopNamesFrom(db: Db | Tx): Promise<string[]> {
  const settings = await getBusinessSettings(db);
  return [...new Set(['Chaabi', settings.tradeName, settings.legalName].filter((n) => n.trim().length > 0))];
}

/** The reason `password` is refused for `context`, or null when it may be used (the rule above). */
export function staffPasswordProblem(strength: StaffPasswordStrength, password: string, context: StaffPasswordContext): string | null {
  if (hasUnsafeCharacters(password)) return STAFF_PASSWORD_MESSAGES.invisible;
  const length = [...password.trim()].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_PASSWORD_MESSAGES.tooShort;
  if ([...password].length > STAFF_PASSWORD_MAX_LENGTH) return STAFF_PASSWORD_MESSAGES.tooLong;
  const result = strength.estimate(password, userInputsOf(context));
  if (result.score >= STAFF_PASSWORD_MIN_SCORE) return null;
  const dictionaryMatches = result.sequence.filter((m): m is DictionaryMatch => m.pattern === 'dictionary');
  if (dictionaryMatches.some((m) => m.dictionaryName === 'userInputs')) return STAFF_PASSWORD_MESSAGES.personal;
  if (result.feedback.warning) return result.feedback.warning;
  const indian = dictionaryMatches.find((m) => m.dictionaryName === INDIAN_DICTIONARY);
  if (indian) return STAFF_PASSWORD_MESSAGES.commonWord(indian.matchedWord);
  return STAFF_PASSWORD_MESSAGES.weak;
}

/**
 * Checks a new staff password (the rule in this file's header) for the person in `context`.
 * @throws AppError BAD_REQUEST with an issue on `password` giving the reason (STAFF_PASSWORD_MESSAGES
 *   or zxcvbn's warning).
 */
export function checkNewStaffPassword(strength: StaffPasswordStrength, password: string, context: StaffPasswordContext): void {
  const message = staffPasswordProblem(strength, password, context);
  if (message) throw new AppError('BAD_REQUEST', message, { issues: [{ path: 'password', message }] });
}

/** The argon2id hash of `password`. */
export function hashStaffPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, verified against when the e-mail is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`; with a null hash (unknown e-mail, invite not accepted)
 * it still runs one argon2 verification so the timing does not tell the cases apart, then answers false.
 */
export async function verifyStaffPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashStaffPassword('no one has this password: chaabi staff sign-in');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
