/**
 * docs/architecture.md walks a newcomer through two changes, "## Walk-through: add a courier" and
 * "## Walk-through: add a checkout field", each listing the files the change touches as bullets that
 * start with the backticked path. Every listed path exists in the repo unless the bullet marks it
 * "(new)", so the walk-throughs cannot drift from the code (docs/decisions/241-walkthroughs-name-real-files.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const WALKTHROUGHS = ['Walk-through: add a courier', 'Walk-through: add a checkout field'];

/** One file a walk-through lists: its repo-relative path and whether the change creates it. */
interface ListedFile {
  path: string;
  isNew: boolean;
}

/** The body of the `## title` section (case-insensitive, up to the next `## ` heading), or null when there is none. */
function sectionOf(markdown: string, title: string): string | null {
  const lines = markdown.split('\n');
  const wanted = title.trim().toLowerCase();
  const start = lines.findIndex((line) => /^## /.test(line) && line.slice(3).trim().toLowerCase() === wanted);
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^## /.test(line));
  return (end < 0 ? rest : rest.slice(0, end)).join('\n');
}

/** Whether a backticked bullet head names a file or folder: it has a `/` or a file extension, and no spaces or calls. */
function looksLikePath(text: string): boolean {
  return /^[\w@.<>*-]+(?:\/[\w@.<>*[\]-]+)*\/?$/.test(text) && (text.includes('/') || /\.\w+$/.test(text));
}

/** The files a section lists: bullets (`-`, `*` or `1.`, any depth) that start with a backticked path; "(new)" anywhere in the bullet marks it new. */
function listedFiles(section: string): ListedFile[] {
  return [...section.matchAll(/^\s*(?:[-*]|\d+\.)\s+`([^`]+)`(.*)$/gm)]
    .filter((m) => looksLikePath(m[1] ?? ''))
    .map((m) => ({ path: m[1] ?? '', isNew: /\(new\)/i.test(m[2] ?? '') }));
}

/** What is wrong with one walk-through of `markdown`: missing, listing no file, or naming a file `exists` denies. */
function walkthroughProblems(markdown: string, title: string, exists: (path: string) => boolean): string[] {
  const section = sectionOf(markdown, title);
  if (section === null) return [`no "## ${title}" section`];
  const files = listedFiles(section);
  if (files.length === 0) return [`"${title}" lists no file (bullets starting with a backticked path)`];
  return files
    .filter((f) => !f.isNew && !exists(f.path))
    .map((f) => `"${title}" lists ${f.path}, which does not exist (mark it "(new)" if the change creates it)`);
}

describe('the walk-through parser itself', () => {
  const sample = [
    '# Architecture',
    '',
    '## Walk-through: Add a courier',
    '',
    'Intro text naming `src/not/listed.ts` in prose.',
    '',
    '1. Write the client:',
    '   - `src/server/services/shipping/delhivery.ts` (new): the client.',
    '   - `src/server/services/shipping/choose-courier.ts`: pick it.',
    '* `docs/deploy.md` (the variables)',
    '2. `src/server/composition-root.ts` hands it over.',
    '- `ShippingProvider` is the port it implements.',
    '',
    '### Tests',
    '',
    '- `src/server/services/shipping/delhivery.test.ts` (New)',
    '',
    '## Walk-through: add a checkout field',
    '',
    'Nothing listed yet.',
    '',
    '## Security',
    '',
    '- `src/gone.ts`',
  ].join('\n');
  const real = new Set(['src/server/services/shipping/choose-courier.ts', 'docs/deploy.md', 'src/server/composition-root.ts']);
  const exists = (path: string) => real.has(path);

  it('reads the bullets that start with a path, nested and in subsections, and which are new', () => {
    expect(listedFiles(sectionOf(sample, 'Walk-through: add a courier') ?? '')).toEqual([
      { path: 'src/server/services/shipping/delhivery.ts', isNew: true },
      { path: 'src/server/services/shipping/choose-courier.ts', isNew: false },
      { path: 'docs/deploy.md', isNew: false },
      { path: 'src/server/composition-root.ts', isNew: false },
      { path: 'src/server/services/shipping/delhivery.test.ts', isNew: true },
    ]);
  });

  it('passes a section whose listed files exist or are new', () => {
    expect(walkthroughProblems(sample, 'Walk-through: add a courier', exists)).toEqual([]);
  });

  it('fails a missing section, an empty one, and a listed file that does not exist', () => {
    expect(walkthroughProblems(sample, 'Walk-through: add a printer', exists)).toEqual(['no "## Walk-through: add a printer" section']);
    expect(walkthroughProblems(sample, 'Walk-through: add a checkout field', exists)).toEqual([
      '"Walk-through: add a checkout field" lists no file (bullets starting with a backticked path)',
    ]);
    expect(walkthroughProblems(sample.replace(' (new): the client.', ': the client.'), 'Walk-through: add a courier', exists)).toEqual([
      '"Walk-through: add a courier" lists src/server/services/shipping/delhivery.ts, which does not exist (mark it "(new)" if the change creates it)',
    ]);
  });

  it('stops a section at the next level-2 heading', () => {
    expect(sectionOf(sample, 'Walk-through: add a checkout field')).not.toContain('src/gone.ts');
  });
});

describe('docs/architecture.md', () => {
  const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

  it.each(WALKTHROUGHS)('"## %s" lists the files it touches, and each exists unless marked (new)', (title) => {
    expect(walkthroughProblems(architecture, title, (path) => existsSync(join(ROOT, path)))).toEqual([]);
  });
});
