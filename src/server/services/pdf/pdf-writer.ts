/**
 * The pdf-lib set-up the shop's PDFs share (shipping labels, tax invoices, credit notes;
 * docs/decisions/092-indic-text-in-pdfs.md): a document with its metadata, DejaVu Sans regular
 * and bold embedded and subset through @pdf-lib/fontkit (docs/decisions/052), and text drawing
 * that sets the shop's Indian scripts from HarfBuzz's shaping as vector paths on the same line
 * as the text around them (docs/product.md#shaping). Letters no font can draw are drawn as "�"
 * and reported once per document to the fonts' warning sink.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { splitLetters } from '#shared/keychain-text';
import type { PdfFonts, PdfWeight } from './pdf-fonts';
import { layoutLine, runSvgPath, type LineLayout } from './pdf-text';

/** How a piece of text is set: weight, size in points, colour (default: the document's ink). */
export interface PdfTextStyle {
  weight: PdfWeight;
  size: number;
  color?: Color;
}

/** A document being written, with the text operations every renderer uses. */
export interface PdfWriter {
  readonly pdf: PDFDocument;
  /** Width of `text` (one line; runs of white space count as one space) in points. */
  width(text: string, style: PdfTextStyle): number;
  /** `text` (white space collapsed and trimmed) cut into lines no wider than `width` points, at spaces; a longer word is cut between letters. */
  wrap(text: string, style: PdfTextStyle, width: number): string[];
  /** Draws one line with its left end at x and its baseline at y (points from the page's bottom left). */
  draw(page: PDFPage, text: string, at: PdfTextStyle & { x: number; y: number }): void;
  /** Draws one line ending at `right`. */
  drawRight(page: PDFPage, text: string, at: PdfTextStyle & { right: number; y: number }): void;
  /** The letters drawn as "�" so far, each once. */
  readonly replaced: readonly string[];
}

/** What the document says about itself. */
export interface PdfMetadata {
  title: string;
  author?: string;
  /** Creation and modification date (default: now). */
  date?: Date;
  /** Default text colour (default: black). */
  ink?: Color;
}

/**
 * A new PDF with `fonts`' text faces embedded (subset to the glyphs used) and `meta` set.
 * Text in a script no font draws is drawn as "�" per letter and reported to `fonts.warnings`
 * once per document, with the code points (never the text itself: it is a customer's data).
 */
export async function openPdf(fonts: PdfFonts, meta: PdfMetadata): Promise<PdfWriter> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(meta.title);
  pdf.setCreator('Chaabi');
  if (meta.author) pdf.setAuthor(meta.author);
  if (meta.date) {
    pdf.setCreationDate(meta.date);
    pdf.setModificationDate(meta.date);
  }
  const files = await fonts.textFontFiles();
  const faces: Record<PdfWeight, PDFFont> = {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
  const characters: Record<PdfWeight, Set<number>> = {
    regular: new Set(faces.regular.getCharacterSet()),
    bold: new Set(faces.bold.getCharacterSet()),
  };
  const ink = meta.ink ?? rgb(0, 0, 0);
  const layouts = new Map<string, LineLayout>();
  const replaced = new Set<string>();

  const layout = (text: string, weight: PdfWeight): LineLayout => {
    const line = text.replace(/\s+/g, ' ');
    const key = `${weight}\u0000${line}`;
    let found = layouts.get(key);
    if (!found) {
      found = layoutLine(line, {
        hasGlyph: (cp) => characters[weight].has(cp),
        textAdvance: (piece) => faces[weight].widthOfTextAtSize(piece, 1),
        fonts,
        weight,
      });
      layouts.set(key, found);
      const fresh = found.replaced.filter((letter) => !replaced.has(letter));
      if (fresh.length > 0) {
        for (const letter of fresh) replaced.add(letter);
        fonts.warnings.warn(
          { document: meta.title, codePoints: fresh.map((letter) => Array.from(letter, (ch) => `U+${hex(ch)}`).join(' ')) },
          'PDF text in a script no font draws: drawn as the replacement character',
        );
      }
    }
    return found;
  };

  const width = (text: string, style: PdfTextStyle) => layout(text, style.weight).advance * style.size;

  const draw = (page: PDFPage, text: string, at: PdfTextStyle & { x: number; y: number }) => {
    const color = at.color ?? ink;
    let x = at.x;
    for (const run of layout(text, at.weight).runs) {
      if (run.kind === 'text') {
        if (run.text.trim()) page.drawText(run.text, { x, y: at.y, size: at.size, font: faces[at.weight], color });
      } else {
        const path = runSvgPath(run);
        if (path) page.drawSvgPath(path, { x, y: at.y, scale: at.size / run.font.unitsPerEm, color });
      }
      x += run.advance * at.size;
    }
  };

  return {
    pdf,
    width,
    wrap(text, style, maxWidth) {
      const whole = text.replace(/\s+/g, ' ').trim();
      if (width(whole, style) <= maxWidth) return whole ? [whole] : [];
      const lines: string[] = [];
      let line = '';
      for (const word of whole.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (width(candidate, style) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = splitLetters(word);
        while (rest.length > 1 && width(rest.join(''), style) > maxWidth) {
          let cut = rest.length - 1;
          while (cut > 1 && width(rest.slice(0, cut).join(''), style) > maxWidth) cut -= 1;
          lines.push(rest.slice(0, cut).join(''));
          rest = rest.slice(cut);
        }
        line = rest.join('');
      }
      if (line) lines.push(line);
      return lines;
    },
    draw,
    drawRight(page, text, at) {
      draw(page, text, { ...at, x: at.right - width(text, at) });
    },
    get replaced() {
      return [...replaced];
    },
  };
}

function hex(ch: string): string {
  return (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}
