/**
 * A newcomer reads the README in five minutes (docs/decisions/240-readme-in-five-minutes.md): it is
 * at most 15,000 characters; it has the sections what it is, run, test, what works, configuration and
 * deployment; its test command is the one CI runs (`.ci/run`); its configuration table names every
 * variable of src/server/config/env-schema.ts; and every relative link in it, and in the docs that
 * took its old sections, resolves to a file (and #anchor) in the repo.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const README_LIMIT = 15_000;
/** The sections the README must have, in this order, after the lines that say what Chaabi is. */
const SECTIONS = ['Run it', 'Test it', 'What works', 'Configuration', 'Deployment'];
/** The docs that took the README's old sections (docs/decisions/240-readme-in-five-minutes.md). */
const MOVED_TO = ['docs/performance.md', 'docs/reliability.md', 'docs/operations.md', 'docs/testing.md'];

/** Why `text` is too long for the README (length in UTF-16 code units, as an editor counts), or null. */
function tooLong(text: string, limit = README_LIMIT): string | null {
  return text.length > limit ? `README.md has ${text.length} characters; the limit is ${limit}` : null;
}

/** The texts of the `## ` headings of a Markdown document, in order. */
function sectionsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^## +(.+?)\s*$/gm)].map((m) => m[1] ?? '');
}

/** What is wrong with the README's outline: a missing intro or section, or sections out of order. */
function outlineProblems(markdown: string): string[] {
  const problems: string[] = [];
  const intro =
    markdown
      .split(/^## /m)[0]
      ?.replace(/^# .*$/m, '')
      .trim() ?? '';
  if (intro.length < 100) problems.push('no lines saying what Chaabi is before the first section');
  const found = sectionsOf(markdown);
  for (const section of SECTIONS) if (!found.includes(section)) problems.push(`no "## ${section}" section`);
  const order = SECTIONS.map((s) => found.indexOf(s)).filter((i) => i >= 0);
  if (order.some((at, i) => i > 0 && at < (order[i - 1] ?? 0))) problems.push(`sections not in the order ${SECTIONS.join(', ')}`);
  return problems;
}

/** The body of the `## title` section (up to the next `## ` heading), or '' when there is none. */
function sectionBody(markdown: string, title: string): string {
  const start = markdown.search(new RegExp(`^## +${title}\\s*$`, 'm'));
  if (start < 0) return '';
  const rest = markdown.slice(start).replace(/^.*\n/, '');
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The first command of the first `sh` code block of the section `title`. */
function firstCommand(markdown: string, title: string): string | null {
  const block = /```sh\n([^\n]*)\n/.exec(sectionBody(markdown, title));
  return block?.[1]?.trim() ?? null;
}

/** The variables an env schema source declares: its `  NAME:` keys. */
function envNames(schemaSource: string): string[] {
  return [...new Set([...schemaSource.matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*):/gm)].map((m) => m[1] ?? ''))].sort();
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown document defines: explicit `id="…"` and the slugs of its headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/\bid="([\w-]+)"/g)) if (m[1]) anchors.add(m[1]);
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) if (m[1]) anchors.add(slug(m[1]));
  return anchors;
}

/** The targets of a Markdown document's inline links that stay in the repo (no scheme, no mail). */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '').filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/**
 * Why each relative link of the Markdown file at `from` (repo-relative) is broken: a missing file, or
 * a #anchor its Markdown target does not define. `read` returns a repo file's text, or null when it
 * does not exist.
 */
function brokenLinks(from: string, markdown: string, read: (path: string) => string | null): string[] {
  return relativeLinks(markdown).flatMap((target) => {
    const [file = '', anchor] = target.split('#');
    const path = file ? relative('.', join(dirname(from), file)) : from;
    const text = file ? read(path) : markdown;
    if (text === null) return [`${from}: ${target} (no file ${path})`];
    if (anchor && path.endsWith('.md') && !anchorsOf(text).has(anchor)) return [`${from}: ${target} (${path} has no #${anchor})`];
    return [];
  });
}

/** A repo file's text, or null (a directory reads as its own path, which exists). */
function readRepo(path: string): string | null {
  const full = join(ROOT, path);
  if (!existsSync(full)) return null;
  try {
    return readFileSync(full, 'utf8');
  } catch {
    return '';
  }
}

describe('the README rules themselves', () => {
  it('allows 15,000 characters and refuses 15,001', () => {
    expect(tooLong('x'.repeat(15_000))).toBeNull();
    expect(tooLong('x'.repeat(15_001))).toBe('README.md has 15001 characters; the limit is 15000');
  });

  it('refuses an outline with a section missing, no intro, or out of order', () => {
    const intro = `# Chaabi\n\n${'Chaabi sells keychains. '.repeat(6)}\n\n`;
    const full = `${intro}${SECTIONS.map((s) => `## ${s}\n\ntext\n`).join('\n')}`;
    expect(outlineProblems(full)).toEqual([]);
    expect(outlineProblems(full.replace('## Deployment', '## Deploy'))).toEqual(['no "## Deployment" section']);
    expect(outlineProblems(full.replace(intro, '# Chaabi\n\n'))).toEqual(['no lines saying what Chaabi is before the first section']);
    const swapped = full.replace('## Run it', '## TMP').replace('## Test it', '## Run it').replace('## TMP', '## Test it');
    expect(outlineProblems(swapped)).toEqual([`sections not in the order ${SECTIONS.join(', ')}`]);
  });

  it("reads a section's first shell command", () => {
    const doc = '## Run it\n\n```sh\nnpm start\n```\n\n## Test it\n\nText.\n\n```sh\nnpm test\n```\n';
    expect(firstCommand(doc, 'Test it')).toBe('npm test');
    expect(firstCommand(doc, 'Deployment')).toBeNull();
  });

  it("reads an env schema's variable names, nested or not", () => {
    const source =
      'export const envSchema = z.object({\n  PORT: z.coerce.number(),\n  S3_BUCKET: optional,\n  /** LOG_LEVEL: x */\n  sub: {\n    AB_C1: y,\n  },\n});';
    expect(envNames(source)).toEqual(['AB_C1', 'PORT', 'S3_BUCKET']);
  });

  it('finds a missing file and a missing anchor, and ignores outside links and code blocks', () => {
    const files: Record<string, string> = { 'docs/a.md': '# A\n\n## Two words\n\n<a id="kept"></a>\n', 'src/x.ts': '' };
    const read = (path: string) => files[path] ?? null;
    const doc = [
      '[ok](docs/a.md#two-words) [ok](docs/a.md#kept) [ok](src/x.ts) [here](#top) [web](https://example.com)',
      '[gone](docs/b.md) [no anchor](docs/a.md#nope) [mail](mailto:a@b.c)',
      '```sh\n[not a link](nowhere.md)\n```',
      '# Top',
    ].join('\n');
    expect(brokenLinks('README.md', doc, read)).toEqual([
      'README.md: docs/b.md (no file docs/b.md)',
      'README.md: docs/a.md#nope (docs/a.md has no #nope)',
    ]);
    expect(brokenLinks('docs/a.md', '[up](../src/x.ts) [side](a.md#kept) [bad](x.md)', read)).toEqual([
      'docs/a.md: x.md (no file docs/x.md)',
    ]);
  });
});

describe('README.md', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('is at most 15,000 characters', () => {
    expect(tooLong(readme)).toBeNull();
  });

  it('says what Chaabi is, then has the sections run, test, what works, configuration and deployment', () => {
    expect(outlineProblems(readme)).toEqual([]);
  });

  it('names the test command CI runs', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    const command = firstCommand(readme, 'Test it');
    expect(command).toBe('npm test');
    expect(ci).toMatch(/^TEST_DATABASE_URL=\S+ npm test$/m);
  });

  it('names every variable of the env schema in its configuration table, and so does docs/deploy.md', () => {
    const names = envNames(readFileSync(join(ROOT, 'src/server/config/env-schema.ts'), 'utf8'));
    expect(names.length).toBeGreaterThan(30);
    const table = sectionBody(readme, 'Configuration');
    expect(names.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
    const deploy = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
    expect(names.filter((name) => !deploy.includes(`\`${name}\``))).toEqual([]);
  });

  it.each(['README.md', ...MOVED_TO])('every relative link in %s resolves, anchors included', (path) => {
    expect(brokenLinks(path, readFileSync(join(ROOT, path), 'utf8'), readRepo)).toEqual([]);
  });
});
