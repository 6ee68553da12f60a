import fs from 'node:fs/promises';
import type { Config } from '../../env';
import { AppError } from '../../lib/app-error';
import { FONT_CONTENT_TYPES, detectFontFormat, fontFilePath } from './font-file-store';

/** Reads a stored font file for GET /api/fonts/{file}; 404 for any other name. */
export async function readFontFile(config: Pick<Config, 'dataDir'>, file: string): Promise<{ bytes: Buffer; contentType: string }> {
  const filePath = fontFilePath(config, file);
  const bytes = filePath ? await fs.readFile(filePath).catch(() => null) : null;
  const format = bytes ? detectFontFormat(bytes) : null;
  if (!bytes || !format) throw new AppError('NOT_FOUND', 'Font file not found');
  return { bytes, contentType: FONT_CONTENT_TYPES[format] };
}
