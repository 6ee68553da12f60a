// Text → positioned glyphs with HarfBuzz (docs/decisions/043-harfbuzz-shaping.md): every
// script is laid out as its users write it (reph, conjuncts, pre-base matras, two-part
// vowels); Latin gets the font's kerning and ligatures. The text is split into runs by the
// face that maps each character (docs/decisions/044-fonts-per-script.md); each run is shaped
// with the whole text as context, so clusters stay offsets into the text.
import { faceFor, type Font } from './font.js';
import { GeometryError } from './errors.js';

/** One shaped glyph, font units (Y up), as HarfBuzz placed it. */
export interface ShapedGlyph {
  /** Glyph id in its face. */
  glyphId: number;
  /** UTF-16 offset in the text of the cluster this glyph belongs to. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /** Index of the face (subset file) in `font.faces` the glyph comes from. */
  face: number;
}

/** A shaped line: glyphs in visual order and the distinct cluster offsets. */
export interface ShapedText {
  glyphs: ShapedGlyph[];
  /** UTF-16 offsets in the text where each cluster starts, ascending. */
  clusters: number[];
}

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const DOTTED_CIRCLE = 0x25cc;

/** True for characters that belong to the run before them (marks, joiners, variation selectors). */
function inheritsFace(codePoint: number): boolean {
  return codePoint === ZWJ || codePoint === ZWNJ || /\p{M}/u.test(String.fromCodePoint(codePoint));
}

/** Runs of [start, end) UTF-16 offsets with the face each is shaped in. */
function faceRuns(font: Font, text: string): { start: number; end: number; face: number }[] {
  const runs: { start: number; end: number; face: number }[] = [];
  let offset = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    let face = last && inheritsFace(cp) ? last.face : faceFor(font, cp);
    if (face < 0) face = last?.face ?? 0; // no face maps it: shaped in the current face, where it becomes .notdef
    if (last && last.face === face) last.end = offset + ch.length;
    else runs.push({ start: offset, end: offset + ch.length, face });
    offset += ch.length;
  }
  return runs;
}

/**
 * Shapes `text` (one line) in `font`: glyph ids, clusters and positions in font units, glyphs in
 * visual order. The direction is HarfBuzz's guess from the script (right to left for Arabic)
 * unless `options.direction` sets it: a caller that has run the bidirectional algorithm passes
 * the direction of the run's level. Throws GeometryError MISSING_GLYPH when a character has no
 * glyph (.notdef) or HarfBuzz had to insert a dotted circle (a vowel sign or virama with no
 * letter to sit on); the message names the character.
 */
export function shapeText(font: Font, text: string, options: { direction?: 'ltr' | 'rtl' } = {}): ShapedText {
  const hb = font.hbModule;
  const glyphs: ShapedGlyph[] = [];
  for (const run of faceRuns(font, text)) {
    const face = font.faces[run.face];
    if (!face) continue;
    const buffer = new hb.Buffer();
    buffer.addText(text, run.start, run.end - run.start);
    buffer.guessSegmentProperties();
    if (options.direction) buffer.setDirection(options.direction === 'rtl' ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(face.hb, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, i) => {
      const pos = positions[i];
      if (info.codepoint === 0) {
        const ch = String.fromCodePoint(text.codePointAt(info.cluster) ?? 0);
        throw new GeometryError('MISSING_GLYPH', `The font has no glyph for "${ch}" (U+${hex(ch)}).`);
      }
      if (face.dottedCircle !== undefined && info.codepoint === face.dottedCircle && !text.includes(String.fromCodePoint(DOTTED_CIRCLE))) {
        const ch = String.fromCodePoint(text.codePointAt(info.cluster) ?? 0);
        throw new GeometryError('MISSING_GLYPH', `"${ch}" (U+${hex(ch)}) needs a letter before it: it cannot stand on its own.`);
      }
      glyphs.push({
        glyphId: info.codepoint,
        cluster: info.cluster,
        xAdvance: pos?.xAdvance ?? 0,
        xOffset: pos?.xOffset ?? 0,
        yOffset: pos?.yOffset ?? 0,
        face: run.face,
      });
    });
  }
  const clusters = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  return { glyphs, clusters };
}

function hex(ch: string): string {
  return (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}
