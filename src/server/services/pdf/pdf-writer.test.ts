// The shared pdf-lib set-up (docs/decisions/092-indic-text-in-pdfs.md): Latin stays text, the
// shop's Indian scripts are drawn from HarfBuzz's outlines on the same line, and a letter no
// font has is drawn as "�" and reported once.
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { pdfCurveOperators, pdfInk, pdfText, pdfWords } from '#tests/support/pdf';
import { createPdfFonts, type PdfWarningSink } from './pdf-fonts';
import { openPdf } from './pdf-writer';

function recordingFonts() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const log: PdfWarningSink = { warn: (details, message) => warnings.push({ details, message }) };
  return { fonts: createPdfFonts(hb, { log }), warnings };
}

const PAGE = { width: 400, height: 200 };

describe('openPdf', () => {
  it('draws a Latin, Devanagari and Tamil line: the Latin as text, the Indic runs as paths where the text leaves room for them', async () => {
    const { fonts, warnings } = recordingFonts();
    const writer = await openPdf(fonts, { title: 'mixed line' });
    const page = writer.pdf.addPage([PAGE.width, PAGE.height]);
    const style = { size: 20, weight: 'regular' as const };
    const line = 'Asha रवि कुमार · கமலா ₹130';
    writer.draw(page, line, { ...style, x: 20, y: 100 });
    const bytes = await writer.pdf.save();

    const text = await pdfText(bytes);
    expect(text).toMatch(/Asha\s+·\s+₹130/);
    expect(text).not.toMatch(/[?\uFFFD]/);
    const [curves] = await pdfCurveOperators(bytes);
    expect(curves).toBeGreaterThan(20);

    // The Devanagari name fills the gap between "Asha" and "·", as wide as HarfBuzz said.
    const words = await pdfWords(bytes);
    const asha = words.find((w) => w.text === 'Asha')!;
    const dot = words.find((w) => w.text === '·')!;
    const ink = await pdfInk(bytes, 1, { xMin: asha.xMax + 1, yMin: asha.yMin - 10, xMax: dot.xMin - 1, yMax: asha.yMax + 10 });
    const nameWidth = writer.width('रवि कुमार', style);
    expect(ink.pixels).toBeGreaterThan(150);
    expect(ink.box!.xMax - ink.box!.xMin).toBeGreaterThan(nameWidth * 0.85);
    expect(ink.box!.xMax - ink.box!.xMin).toBeLessThan(nameWidth * 1.1);
    // Letters stand on the baseline of the text around them (y 100 from the bottom = 100 from the top here).
    expect(ink.box!.yMax).toBeGreaterThan(PAGE.height - 100 - 1);
    expect(ink.box!.yMax).toBeLessThan(PAGE.height - 100 + 8);
    expect(warnings).toEqual([]);
  });

  it('draws no path for a Latin-only document', async () => {
    const { fonts } = recordingFonts();
    const writer = await openPdf(fonts, { title: 'latin' });
    writer.draw(writer.pdf.addPage([PAGE.width, PAGE.height]), 'Asha Verma · ₹130', { x: 20, y: 100, size: 12, weight: 'bold' });
    expect(await pdfCurveOperators(await writer.pdf.save())).toEqual([0]);
  });

  it('draws a letter no font has as a visible "�" and warns once per document with its code points, never the text', async () => {
    const { fonts, warnings } = recordingFonts();
    const writer = await openPdf(fonts, { title: 'Tax Invoice CH/26-27/000001' });
    const page = writer.pdf.addPage([PAGE.width, PAGE.height]);
    writer.draw(page, 'Asha සිංහල', { x: 20, y: 100, size: 12, weight: 'regular' });
    writer.draw(page, 'Asha සිංහල', { x: 20, y: 80, size: 12, weight: 'regular' });
    expect(writer.width('සිංහල', { size: 12, weight: 'regular' })).toBeGreaterThan(0);
    const text = await pdfText(await writer.pdf.save());
    expect(text).toContain('Asha ���');
    expect(writer.replaced).toEqual(['සිං', 'හ', 'ල']);
    expect(warnings).toEqual([
      {
        details: { document: 'Tax Invoice CH/26-27/000001', codePoints: ['U+0DC3 U+0DD2 U+0D82', 'U+0DC4', 'U+0DBD'] },
        message: 'PDF text in a script no font draws: drawn as the replacement character',
      },
    ]);
    expect(JSON.stringify(warnings)).not.toContain('ස');
  });

  it('draws an Urdu address right to left: the Latin and the digits in it as text, in visual order, the Urdu as joined outlines', async () => {
    const { fonts, warnings } = recordingFonts();
    const writer = await openPdf(fonts, { title: 'urdu' });
    const page = writer.pdf.addPage([PAGE.width, PAGE.height]);
    writer.draw(page, 'مکان 12، گلی 3، Srinagar', { x: 20, y: 100, size: 16, weight: 'regular' });
    const bytes = await writer.pdf.save();
    const words = await pdfWords(bytes);
    // Right to left: the city (last in the text) is drawn leftmost, then 3, then 12.
    const xOf = (w: string) => words.find((word) => word.text === w)!.xMin;
    expect(xOf('Srinagar')).toBeLessThan(xOf('3'));
    expect(xOf('3')).toBeLessThan(xOf('12'));
    expect(await pdfText(bytes)).not.toMatch(/[?\uFFFD]/);
    const [curves] = await pdfCurveOperators(bytes);
    expect(curves).toBeGreaterThan(10);
    expect(warnings).toEqual([]);
  });

  it('wraps at spaces and cuts a long word between letters, never inside a conjunct', async () => {
    const { fonts } = recordingFonts();
    const writer = await openPdf(fonts, { title: 'wrap' });
    const style = { size: 12, weight: 'regular' as const };
    const word = 'क्षत्रियक्षत्रियक्षत्रिय';
    const lines = writer.wrap(`Ra ${word}`, style, writer.width('क्षत्रिय', style) + 1);
    expect(lines).toEqual(['Ra', 'क्षत्रिय', 'क्षत्रिय', 'क्षत्रिय']);
    expect(writer.wrap('Asha   Verma', style, 500)).toEqual(['Asha Verma']);
  });
});
