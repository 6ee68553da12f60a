/** The keychain text field of every request schema (docs/decisions/045-text-by-grapheme-cluster.md). */
import { z } from 'zod';
import { keychainTextProblem, textTooLongMessage } from '../keychain-text';

/**
 * The zod field for keychain text in a request: trimmed, NFC, then keychainTextProblem with
 * `maxLength` letters; an empty text gets `requiredMessage`, a text far too long (over 400
 * code units, checked before the letters are counted) the length message of `maxLength`.
 */
export function keychainTextField(requiredMessage: string, maxLength: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(400, { error: textTooLongMessage(maxLength), abort: true })
    .overwrite((text) => text.normalize('NFC'))
    .superRefine((text, ctx) => {
      const message = keychainTextProblem(text, maxLength);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
