/** Reads a PDF's text back with poppler's pdftotext (poppler-utils), as a reader's copy-paste would see it. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of a PDF, laid out (`pdftotext -layout`). */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chaabi-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
