/**
 * Reads PDFs back as a reader and a printer would: the text with poppler's pdftotext
 * (poppler-utils), each word's box, the path operators of each page, and the ink of a page
 * rasterised with pdftoppm.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import sharp from 'sharp';

const run = promisify(execFile);

async function withPdfFile<T>(bytes: Uint8Array | Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chaabi-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF, laid out (`pdftotext -layout`). */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  return withPdfFile(bytes, async (file) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout);
}

/** A box in points from the page's top left (pdftotext's and the PNG's orientation). */
export interface PdfBox {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word pdftotext finds (`-bbox`), with its page (1-based) and box in points from the top left. */
export async function pdfWords(bytes: Uint8Array | Buffer): Promise<(PdfBox & { page: number; text: string })[]> {
  const html = await withPdfFile(bytes, async (file) => (await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'])).stdout);
  const words: (PdfBox & { page: number; text: string })[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) {
      const text = m[5]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'");
      words.push({ page, text, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) });
    }
  }
  return words;
}

/** How many curve operators (`c`, `v`, `y`: outlines drawn as paths) each page's content streams hold; text draws none. */
export async function pdfCurveOperators(bytes: Uint8Array | Buffer): Promise<number[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    let count = 0;
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      count += text.match(/(?:^|\s)[cvy](?=\s)/g)?.length ?? 0;
    }
    return count;
  });
}

/**
 * The ink of a box of page `page` (1-based) rasterised at `dpi` (`pdftoppm -png`): the bounding
 * box of the dark pixels (grey < 128) in points from the page's top left, and their count; null
 * box when the area is blank.
 */
export async function pdfInk(
  bytes: Uint8Array | Buffer,
  page: number,
  area: PdfBox,
  dpi = 100,
): Promise<{ pixels: number; box: PdfBox | null; png: Buffer }> {
  const png = await withPdfFile(bytes, async (file, dir) => {
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
    return readFile(path.join(dir, 'page.png'));
  });
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const k = dpi / 72;
  let pixels = 0;
  let box: PdfBox | null = null;
  for (let y = Math.max(0, Math.floor(area.yMin * k)); y < Math.min(info.height, Math.ceil(area.yMax * k)); y++) {
    for (let x = Math.max(0, Math.floor(area.xMin * k)); x < Math.min(info.width, Math.ceil(area.xMax * k)); x++) {
      if (data[y * info.width * info.channels + x * info.channels]! >= 128) continue;
      pixels += 1;
      box = box
        ? {
            xMin: Math.min(box.xMin, x / k),
            yMin: Math.min(box.yMin, y / k),
            xMax: Math.max(box.xMax, (x + 1) / k),
            yMax: Math.max(box.yMax, (y + 1) / k),
          }
        : { xMin: x / k, yMin: y / k, xMax: (x + 1) / k, yMax: (y + 1) / k };
    }
  }
  return { pixels, box, png };
}
