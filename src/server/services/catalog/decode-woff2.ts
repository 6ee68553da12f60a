import { decompress } from 'woff2-encoder';
import { AppError } from '../../lib/app-error';

/** Largest font a WOFF2 upload may expand to, bytes: four times the 2 MB upload cap (fonts compress ~2-3×). */
export const MAX_DECODED_FONT_BYTES = 8 * 1024 * 1024;

/** The 400 for a WOFF2 file that cannot be decoded, or would decode to more than MAX_DECODED_FONT_BYTES. */
export const UNREADABLE_WOFF2_MESSAGE = 'Could not read this WOFF2 font file. Upload a TTF, OTF, WOFF or WOFF2 font.';

/** True when the bytes start with the WOFF2 signature 'wOF2' (W3C WOFF2 §3). */
export function isWoff2(bytes: Uint8Array): boolean {
  return bytes.length >= 48 && bytes[0] === 0x77 && bytes[1] === 0x4f && bytes[2] === 0x46 && bytes[3] === 0x32;
}

/**
 * Decodes a WOFF2 upload to the TrueType/OpenType (SFNT) bytes it compresses, with Google's
 * reference decoder compiled to WASM (woff2-encoder), so an uploaded WOFF2 font reaches the
 * geometry engine (opentype.js reads TTF/OTF/WOFF, not WOFF2) as the same bytes a TTF upload
 * would. The header's totalSfntSize (W3C WOFF2 §3, offset 16) is checked first, so a small
 * file announcing a huge font is refused before any work.
 * @throws AppError BAD_REQUEST UNREADABLE_WOFF2_MESSAGE.
 */
export async function decodeWoff2(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isWoff2(bytes)) throw new AppError('BAD_REQUEST', UNREADABLE_WOFF2_MESSAGE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const totalSfntSize = view.getUint32(16);
  if (totalSfntSize === 0 || totalSfntSize > MAX_DECODED_FONT_BYTES) throw new AppError('BAD_REQUEST', UNREADABLE_WOFF2_MESSAGE);
  let sfnt: Uint8Array;
  try {
    sfnt = await decompress(bytes);
  } catch (error) {
    throw new AppError('BAD_REQUEST', UNREADABLE_WOFF2_MESSAGE, { cause: error });
  }
  if (sfnt.length === 0 || sfnt.length > MAX_DECODED_FONT_BYTES) throw new AppError('BAD_REQUEST', UNREADABLE_WOFF2_MESSAGE);
  return sfnt;
}
