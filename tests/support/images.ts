/** Helpers of the media route tests: real images made with sharp. */
import zlib from 'node:zlib';
import sharp, { type Create } from 'sharp';

/** A noisy image (so it does not compress to nothing) in the given format. */
export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 320, height = 240): Promise<Buffer> {
  // GIF's palette encoder is slow on noise: a flat colour keeps the test fast.
  const create: Create = { width, height, channels: 3, background: '#e11d48' };
  if (format !== 'gif') create.noise = { type: 'gaussian', mean: 128, sigma: 40 };
  return sharp({ create })[format]().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit white PNG of `width` × `height` px: a tiny file that decodes to a huge image. */
export function makeHugePng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height, 0);
  for (let row = 0; row < height; row++) raw.fill(0xff, row * (1 + Math.ceil(width / 8)) + 1, (row + 1) * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
