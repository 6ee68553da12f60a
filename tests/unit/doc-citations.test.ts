/**
 * A newcomer finds every rule a comment or a test title cites inside the repo: comments and test
 * titles in src, tests, scripts and bench cite docs/product.md, docs/architecture.md, docs/deploy.md or a decision record, never an
 * issue number, a section of the old product specification or the design notes kept outside the
 * repo; every cited docs file exists and every #anchor is defined in it, and every cited decision
 * number (`docs/decisions/123`, `decision 123`) has its record, in comments and in test titles alike,
 * `it.each`/`test.each`/`describe.each` templates included (docs/decisions/239). The decision index
 * (docs/decisions/README.md) lists every record, and every record has its Date and Status lines
 * (the index's statuses and unused numbers: tests/unit/decisions-index.test.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const ROOMS = ['src', 'tests', 'scripts', 'bench'];
const CODE = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts']);

/** What a comment must not cite, with the reason the test gives. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bissues?\s+#?\d+/i, 'an issue number'],
  [/\bspec(?:ification)?(?:'s)?\s*§/i, 'a section of the product specification (cite docs/product.md#…)'],
  [/\bDESIGN(?:\.md|\s*§)/, 'the design notes outside the repo (cite docs/architecture.md, docs/product.md or a decision)'],
];
/** A repo doc named by its path from the repo root; `owner/repo docs/….md` names another project's file. */
const DOC_LINK = /(?<![\w/.-])(?<!\b[\w-]+\/[\w.-]+ )docs\/[\w./-]+?\.md(?:#[\w-]+)?/g;

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (CODE.has(extname(path))) yield path;
  }
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[mc]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

const parsed = new Map<string, ts.SourceFile>();
/** The syntax tree of a source, parsed once per file name and text. */
function sourceOf(text: string, fileName: string): ts.SourceFile {
  let sf = parsed.get(fileName);
  if (!sf || sf.text !== text) {
    sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
    parsed.set(fileName, sf);
  }
  return sf;
}

/** Every comment of a TypeScript or JavaScript source, with its 1-based line (JSX text is not a comment). */
function commentsOf(text: string, fileName = 'probe.ts'): { line: number; text: string }[] {
  const sf = sourceOf(text, fileName);
  const found = new Map<number, ts.CommentRange>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, r);
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(sf)) visit(child);
  };
  add(ts.getLeadingCommentRanges(text, 0));
  visit(sf);
  return [...found.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((r) => ({ line: sf.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) }));
}

const TEST_CALLS = new Set(['it', 'test', 'describe']);

/** The root name of a call's callee: `it` for `it(…)`, `it.each(…)(…)`, `test.each`…`(…)` and `describe.skipIf(x)(…)`. */
function calleeRoot(node: ts.Expression): string | null {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return calleeRoot(node.expression);
  if (ts.isCallExpression(node)) return calleeRoot(node.expression);
  if (ts.isTaggedTemplateExpression(node)) return calleeRoot(node.tag);
  return null;
}

/** The titles of every `it`, `test` and `describe` call of a source (string or template text), with their lines. */
function testTitlesOf(text: string, fileName = 'probe.ts'): { line: number; text: string }[] {
  const sf = sourceOf(text, fileName);
  const titles: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_CALLS.has(calleeRoot(node.expression) ?? '')) {
      const first = node.arguments[0];
      if (first && (ts.isStringLiteralLike(first) || ts.isTemplateExpression(first))) {
        titles.push({ line: sf.getLineAndCharacterOfPosition(first.getStart(sf)).line + 1, text: first.getText(sf) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return titles;
}

/** The reasons a comment's citations are refused (empty when it cites only what the repo holds). */
function forbiddenCitations(comment: string): string[] {
  return FORBIDDEN.filter(([re]) => re.test(comment)).map(([, why]) => why);
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** The anchors a Markdown file defines: explicit `id="…"` and the slugs of its headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/\bid="([\w-]+)"/g)) if (m[1]) anchors.add(m[1]);
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) if (m[1]) anchors.add(slug(m[1]));
  return anchors;
}
function anchorsOfFile(path: string): Set<string> {
  let anchors = anchorCache.get(path);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(path, 'utf8'));
    anchorCache.set(path, anchors);
  }
  return anchors;
}

/** A decision cited by number: `docs/decisions/123` (with or without the rest of the file name) or `decision 123`. */
const DECISION_CITE = /(?:\bdocs\/decisions\/|\bdecisions? )(\d{3})(?!\d)/gi;
const DECISION_NUMBERS = new Set(
  readdirSync(join(ROOT, 'docs/decisions'))
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .map((name) => name.slice(0, 3)),
);

/** Why the citations of `text` (a comment or a test title) do not resolve: missing docs files, anchors or decision records. */
function brokenCitations(text: string, decisions: ReadonlySet<string> = DECISION_NUMBERS): string[] {
  const links = [...text.matchAll(DOC_LINK)].flatMap((m) => {
    const why = brokenLink(m[0].replace(/[.]$/, ''));
    return why ? [why] : [];
  });
  const numbers = [...text.matchAll(DECISION_CITE)].flatMap((m) =>
    decisions.has(m[1]!) ? [] : [`decision ${m[1]} has no record in docs/decisions`],
  );
  return [...links, ...numbers];
}

/** Why a cited `docs/….md#anchor` does not resolve in the repo, or null when it does. */
function brokenLink(link: string): string | null {
  const [file = '', anchor] = link.split('#');
  const path = join(ROOT, file);
  if (!existsSync(path)) return `${file} does not exist`;
  if (anchor && !anchorsOfFile(path).has(anchor)) return `${file} has no #${anchor}`;
  return null;
}

describe('the citation rules themselves', () => {
  it('finds a citation in a comment and ignores the same words in code', () => {
    const source = [
      '/** Prices (spec §9; issue 12). */',
      "const label = 'issue 12 and spec §9 in a string';",
      '// see DESIGN.md §5',
      'const view = <p>issue 7 in JSX text</p>;',
    ].join('\n');
    const found = commentsOf(source, 'probe.tsx').map((c) => [c.line, forbiddenCitations(c.text).length]);
    expect(found).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });

  it('reads test titles, also of it.each and describe.skipIf, and nothing else', () => {
    const source = [
      "describe('pricing (issue 12)', () => {",
      "  it.each([1])('tier %s (spec §9)', () => {});",
      '  describe.skipIf(true)(`on PostgreSQL`, () => {});',
      "  expect('issue 12').toBe('issue 12');",
      '});',
    ].join('\n');
    const found = testTitlesOf(source).map((t) => [t.line, forbiddenCitations(t.text).length]);
    expect(found).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
  });

  it('accepts citations of the repo docs', () => {
    expect(forbiddenCitations('/** Prices (docs/product.md#pricing-tiers; docs/decisions/003-cart-bulk-discount.md). */')).toEqual([]);
  });

  it('reads explicit anchors and heading slugs', () => {
    const anchors = anchorsOf('# Title\n\n<a id="pricing-tiers"></a>\n\n## Money and orders\n');
    expect([...anchors].sort()).toEqual(['money-and-orders', 'pricing-tiers', 'title']);
  });

  it("takes docs paths from the repo root, not another project's", () => {
    const links = [...'see docs/product.md#limits, and GoogleChrome/lighthouse docs/throttling.md'.matchAll(DOC_LINK)].map((m) => m[0]);
    expect(links).toEqual(['docs/product.md#limits']);
  });

  it('refuses a decision number without a record, in comments and in it.each, test.each and describe.each titles', () => {
    const source = [
      "describe.each([['a']])('orders %s (docs/decisions/998)', () => {",
      "  it.each([1, 2])('refuses %s (docs/decisions/999)', () => {});",
      "  test.each`a\n${1}`('takes $a (decision 997; docs/no-such-doc.md)', () => {});",
      "  it('keeps the good one (docs/decisions/003-cart-bulk-discount.md, decision 003)', () => {});",
      '});',
    ].join('\n');
    const found = testTitlesOf(source).map((t) => [t.line, brokenCitations(t.text, new Set(['003']))]);
    expect(found).toEqual([
      [1, ['decision 998 has no record in docs/decisions']],
      [2, ['decision 999 has no record in docs/decisions']],
      // The tagged template's table spans lines 3-4; the title is on line 4.
      [4, ['docs/no-such-doc.md does not exist', 'decision 997 has no record in docs/decisions']],
      [5, []],
    ]);
    expect(brokenCitations('/** See decision 999 and docs/decisions/003. */', new Set(['003']))).toEqual([
      'decision 999 has no record in docs/decisions',
    ]);
  });

  it('refuses a link to a missing file or anchor', () => {
    expect(brokenLink('docs/product.md#pricing-tiers')).toBeNull();
    expect(brokenLink('docs/product.md#no-such-rule')).toBe('docs/product.md has no #no-such-rule');
    expect(brokenLink('docs/no-such-doc.md')).toBe('docs/no-such-doc.md does not exist');
  });
});

describe('comments cite only what the repo holds', () => {
  const files = ROOMS.flatMap((room) => [...sourceFiles(join(ROOT, room))]);
  const comments = files.flatMap((file) => {
    const where = relative(ROOT, file);
    return commentsOf(readFileSync(file, 'utf8'), file).map((c) => ({ where: `${where}:${c.line}`, text: c.text }));
  });
  const titles = files.flatMap((file) =>
    testTitlesOf(readFileSync(file, 'utf8'), file).map((t) => ({ where: `${relative(ROOT, file)}:${t.line}`, text: t.text })),
  );

  it('reads the comments of every source file', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(comments.length).toBeGreaterThan(1000);
  });

  it('no comment cites an issue number, the specification by section, or the outside design notes', () => {
    const offenders = comments.flatMap((c) => forbiddenCitations(c.text).map((why) => `${c.where}: cites ${why}`));
    expect(offenders).toEqual([]);
  });

  it('no test title cites an issue number, the specification by section, or the outside design notes', () => {
    expect(titles.length).toBeGreaterThan(1000);
    const offenders = titles.flatMap((t) => forbiddenCitations(t.text).map((why) => `${t.where}: cites ${why}`));
    expect(offenders).toEqual([]);
  });

  it('every docs/….md file, #anchor and decision number a comment cites exists', () => {
    const broken = comments.flatMap((c) => brokenCitations(c.text).map((why) => `${c.where}: ${why}`));
    expect(broken).toEqual([]);
  });

  it('every docs/….md file, #anchor and decision number a test title cites exists (it.each titles too)', () => {
    const broken = titles.flatMap((t) => brokenCitations(t.text).map((why) => `${t.where}: ${why}`));
    expect(broken).toEqual([]);
  });
});

describe('decision records', () => {
  const dir = join(ROOT, 'docs/decisions');
  const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const index = readFileSync(join(dir, 'README.md'), 'utf8');

  it.each(records)('%s has Date and Status lines and is in the index', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^Status: (accepted|proposed|superseded by \d{3}|deprecated)$/m);
    expect(index).toContain(`(${name})`);
  });

  it('numbers are unique', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
