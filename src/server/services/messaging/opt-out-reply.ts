/**
 * The replies that opt a number out of WhatsApp updates (docs/whatsapp-templates.md#replies,
 * docs/decisions/216-whatsapp-opt-out-words.md): STOP and its English and Hindi equivalents,
 * alone in the message. A sentence that merely contains one of them ("please don't stop my
 * order") is not an opt-out.
 */

/**
 * The opt-out words, as compared: NFC, lower case, single spaces. TRAI's commercial communication
 * rules (TCCCPR 2018) and Meta's opt-out guidance name STOP; our Hindi-speaking customers write
 * बंद / बंद करो / रोको.
 */
export const OPT_OUT_WORDS: readonly string[] = ['stop', 'stop messages', 'unsubscribe', 'बंद', 'बंद करो', 'रोको'];

/** Characters nobody sees: zero-width space, word joiner, byte-order mark (never part of a word here). */
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;
/** Punctuation a reply may end on: . ! ? , and the Devanagari danda and double danda. */
const TRAILING_PUNCTUATION = /[\s.!?,।॥]+$/u;

/**
 * A reply's text as compared with OPT_OUT_WORDS: NFC (Unicode UAX #15), invisible characters
 * dropped, every run of white space (spaces, tabs, new lines, NBSP) one space, trailing
 * punctuation dropped, trimmed, lower case.
 */
export function normaliseReplyText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim().replace(TRAILING_PUNCTUATION, '').toLowerCase();
}

/** Whether the reply `text` (a message body or a button's text) is an opt-out word alone. */
export function isOptOutReply(text: string): boolean {
  return OPT_OUT_WORDS.includes(normaliseReplyText(text));
}
