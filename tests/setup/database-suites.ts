/**
 * Which test files touch the database (docs/decisions/117-ci-split.md): a file is a database suite
 * when it imports, directly or through the test helpers, `tests/setup/test-db.ts` (the one place
 * that opens PGlite or TEST_DATABASE_URL), or reads TEST_DATABASE_URL itself. CI runs every suite
 * once on PostgreSQL and these again on PGlite.
 *
 * The walk reads import specifiers with a regular expression: relative paths and the package's
 * `#tests/*`, `#server/*`, `#shared/*` and `#geometry/*` aliases, each resolved to a `.ts`/`.tsx`
 * file; anything else (npm packages) is ignored.
 */
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const ALIASES: Record<string, string> = {
  '#tests/': 'tests/',
  '#server/': 'src/server/',
  '#shared/': 'src/shared/',
  '#geometry/': 'src/geometry/',
};

function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = path.join(root, dir, specifier.slice(alias.length));
  }
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') || candidate.endsWith('.tsx')) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
  }
  return null;
}

function listFiles(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .filter((file) => keep(file) && fs.statSync(file).isFile());
}

/**
 * The database suites among `testFiles` (paths relative to `root`), relative to `root` and sorted.
 * Throws only if a file cannot be read.
 */
export function databaseSuites(root: string, testFiles: readonly string[]): string[] {
  const entry = path.join(root, 'tests/setup/test-db.ts');
  const imports = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let found = imports.get(file);
    if (found === undefined) {
      const text = fs.readFileSync(file, 'utf8');
      found = [];
      for (const match of text.matchAll(IMPORT)) {
        const resolved = resolveImport(root, file, match[1] ?? match[2] ?? '');
        if (resolved !== null) found.push(resolved);
      }
      imports.set(file, found);
    }
    return found;
  };
  const memo = new Map<string, boolean>();
  const reaches = (file: string, seen: Set<string>): boolean => {
    if (file === entry) return true;
    const known = memo.get(file);
    if (known !== undefined) return known;
    if (seen.has(file)) return false;
    seen.add(file);
    const result = importsOf(file).some((next) => reaches(next, seen));
    seen.delete(file);
    memo.set(file, result);
    return result;
  };
  return testFiles
    .filter((relative) => {
      const file = path.join(root, relative);
      return fs.readFileSync(file, 'utf8').includes('TEST_DATABASE_URL') || reaches(file, new Set());
    })
    .sort();
}

/** Every Vitest test file under `src/` and `tests/unit/`, relative to `root`. */
export function unitTestFiles(root: string): string[] {
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  return [...listFiles(path.join(root, 'src'), isTest), ...listFiles(path.join(root, 'tests/unit'), isTest)]
    .map((file) => path.relative(root, file))
    .sort();
}

/**
 * The test files among `testFiles` (relative to `root`) that replace modules (`vi.mock`,
 * `vi.doMock`): they run in a worker of their own, because the other files share their worker's
 * modules (docs/decisions/183-test-files-share-modules.md) and a replaced module would leak into
 * the next file. Throws only if a file cannot be read.
 */
export function moduleMockingSuites(root: string, testFiles: readonly string[]): string[] {
  return testFiles.filter((relative) => /\bvi\.(?:do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, relative), 'utf8'))).sort();
}
