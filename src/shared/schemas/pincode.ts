/**
 * The PIN code directory's contract (GET /api/pincodes/:pin, docs/decisions/048-pin-code-directory.md):
 * where an Indian PIN code is, as India Post's directory says with today's GST states.
 */
import { z } from 'zod';
import { CONTACT_MESSAGES, PIN_CODE } from './contact';

/** Route parameters: a 6-digit PIN code. */
export const PincodeParams = z.object({ pin: z.string().regex(PIN_CODE, CONTACT_MESSAGES.pinCodeInvalid) });

/** Where a PIN code is: its main district, the state's name and its GST state code. */
export const PincodeResponse = z.object({
  pin: z.string(),
  district: z.string(),
  state: z.string(),
  stateCode: z.string(),
});
export type PincodeResponse = z.infer<typeof PincodeResponse>;

/** The message the forms show for a 6-digit PIN the directory does not know. */
export const UNKNOWN_PIN_MESSAGE = 'We could not find this PIN code. Please check it.';
