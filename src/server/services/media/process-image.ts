/**
 * Checks and re-encodes one uploaded image (docs/product.md#uploads-security). The type comes from
 * the magic bytes, is checked again by the decoder (sharp also decodes SVG, so SVG bytes named
 * .png must fail here), the decoded size is capped, and the stored file is a fresh encoding
 * without metadata. GIFs become a PNG of their first frame (docs/decisions/013-media-uploads.md).
 * Images are read from the uploaded file on disk and at most IMAGE_JOBS are decoded at once,
 * so memory stays bounded however many uploads arrive together (docs/decisions/018).
 */
import os from 'node:os';
import { fileTypeFromFile } from 'file-type';
import pLimit from 'p-limit';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { MEDIA_MESSAGES } from '#shared/schemas/media';
import { AppError } from '../../lib/app-error';
import { storageStep } from '../../lib/disk-errors';

/**
 * Images decoded and encoded at the same time, process-wide; the rest wait in a queue. A
 * 2500×1900 photo needs about 14 MB decoded plus the encoders' buffers; 20 at once took the
 * process to 918 MB. One at a time, using every core, kept 20 concurrent uploads at
 * 372 MB peak where two at a time reached 390 MB for no clear gain in time on 2 cores
 * (bench/uploads.ts, docs/decisions/018): uploads are rare admin work, memory is the shop's.
 */
export const IMAGE_JOBS = 1;

// Every image is decoded once, so libvips' operation cache only holds memory (and open files).
sharp.cache(false);
// libvips threads for the one image being processed: every core.
sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / IMAGE_JOBS)));

const imageQueue = pLimit(IMAGE_JOBS);

/** Largest decoded image accepted, in pixels (about 40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Longest side of a thumbnail in px. */
export const THUMBNAIL_SIZE = 400;

/**
 * Widths in px of the responsive WebP variants made at upload: a phone's 375 px
 * column at 1×-2×, a gallery slide, a desktop column at 2×. Only widths below the image's own are made.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

/** A re-encoded image, its thumbnail and its responsive variants. */
export interface ProcessedImage {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  thumbnail: Buffer;
  /** WebP encodings narrower than the image, smallest first. */
  variants: { width: number; data: Buffer }[];
}

const DETECTED_TO_SHARP: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Validates and re-encodes the uploaded image at `inputPath`, waiting for a free slot of the
 * process-wide image queue (IMAGE_JOBS at once).
 * @throws AppError BAD_REQUEST with the docs/product.md#validation message for anything but a
 * decodable JPG/PNG/GIF/WebP, or the pixel message for an image over MAX_INPUT_PIXELS;
 * STORAGE_UNAVAILABLE when the file cannot be read.
 */
export function processImage(inputPath: string): Promise<ProcessedImage> {
  return imageQueue(() => processNow(inputPath));
}

async function processNow(input: string): Promise<ProcessedImage> {
  const detected = await storageStep(() => fileTypeFromFile(input));
  const expectedFormat = detected ? DETECTED_TO_SHARP[detected.mime] : undefined;
  if (!expectedFormat) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidType);

  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidType, { cause });
  }
  if (metadata.format !== expectedFormat || !metadata.width || !metadata.height) {
    throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidType);
  }
  if (metadata.width * (metadata.pageHeight ?? metadata.height) > MAX_INPUT_PIXELS) {
    throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.tooManyPixels);
  }

  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const base = sharp(input, options).rotate();
    const encoded =
      expectedFormat === 'jpeg'
        ? { pipeline: base.clone().jpeg({ quality: 85, mozjpeg: true }), mimeType: 'image/jpeg' as const, extension: 'jpg' as const }
        : expectedFormat === 'webp'
          ? { pipeline: base.clone().webp({ quality: 85 }), mimeType: 'image/webp' as const, extension: 'webp' as const }
          : { pipeline: base.clone().png(), mimeType: 'image/png' as const, extension: 'png' as const };
    // One after the other: two decodes of one image at once doubled its peak memory.
    const main = await encoded.pipeline.toBuffer({ resolveWithObject: true });
    const thumbnail = await base
      .clone()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const variants: ProcessedImage['variants'] = [];
    for (const width of VARIANT_WIDTHS.filter((w) => w < main.info.width)) {
      // One at a time, like the rest: memory stays that of one decode (docs/decisions/018).
      const data = await base.clone().resize({ width }).webp({ quality: 78 }).toBuffer();
      variants.push({ width, data });
    }
    return {
      data: main.data,
      mimeType: encoded.mimeType,
      extension: encoded.extension,
      width: main.info.width,
      height: main.info.height,
      thumbnail,
      variants,
    };
  } catch (cause) {
    throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.invalidType, { cause });
  }
}

/** The uploader's file name made safe to store and show: no path, no control characters, ≤ 200 chars. */
export function sanitiseOriginalName(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return clean || 'upload';
}
