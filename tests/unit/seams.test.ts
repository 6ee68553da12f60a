/**
 * The seams name no implementation (docs/decisions/220-seam-capabilities.md,
 * docs/decisions/221-seam-file-names.md, docs/architecture.md "Walk-through: add a courier"):
 * - each seam's `provider.ts` is the contract alone: it imports none of its folder's
 *   implementations, and takes values only from outside its folder (#shared, lib, packages);
 * - no code outside the composition root and the `choose-*.ts` files compares a provider's
 *   name to a string (`provider.name === 'manual'`, `case 'razorpay'`): callers read the
 *   contract's `capabilities`;
 * - every seam folder has its `provider.ts`, one `<vendor>-<noun>.ts` per implementation, its
 *   offline default `simulated-<noun>.ts` (or a recorded exception) and its `choose-<noun>.ts`;
 * - no service or route imports the file-store chooser or an implementation: the composition
 *   root builds the FileStores and hands them down (docs/decisions/247-file-stores-in-composition-root.md).
 * Each check is a function over source text, shown to fail on a bad sample and run over the tree.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PRINTER_KINDS } from '#shared/schemas/printers';

const ROOT = process.cwd();

/** One seam: its folder, the noun of its implementation files, its offline default and its chooser. */
interface Seam {
  folder: string;
  noun: string;
  /** The offline default's file, or why there is none in src. */
  offlineDefault: string | { none: string };
  /** The file that picks an implementation from the configuration, or the composition root's reason. */
  chooser: string | { none: string };
}

const SEAMS: Seam[] = [
  { folder: 'src/server/services/shipping', noun: 'courier', offlineDefault: 'simulated-courier.ts', chooser: 'choose-courier.ts' },
  { folder: 'src/server/services/payments', noun: 'gateway', offlineDefault: 'simulated-gateway.ts', chooser: 'choose-gateway.ts' },
  {
    folder: 'src/server/services/messaging',
    noun: 'messaging',
    offlineDefault: 'simulated-messaging.ts',
    chooser: 'choose-messaging.ts',
  },
  {
    folder: 'src/server/services/printers',
    noun: 'printer',
    offlineDefault: {
      none: 'printers are devices the admin adds (docs/decisions/108): the shop runs without any, so the simulated printer is a test server (tests/support/simulated-printer.ts)',
    },
    chooser: 'choose-printer.ts',
  },
  {
    folder: 'src/server/lib/file-store',
    noun: 'file-store',
    offlineDefault: { none: 'folders under DATA_DIR (local-file-store.ts) are real storage and work offline: nothing to simulate' },
    chooser: 'choose-file-store.ts',
  },
  {
    folder: 'src/server/services/email',
    noun: 'mailer',
    offlineDefault: { none: 'without SMTP_URL no mailer is built and mail waits in the outbox (outbox.ts)' },
    chooser: { none: 'one implementation: the composition root builds the SMTP mailer when SMTP_URL is set' },
  },
];

/** True for a file of `seam` that is one of its implementations (`<vendor>-<noun>.ts`, not the chooser). */
function isImplementationName(fileName: string, seam: Pick<Seam, 'noun'>): boolean {
  return fileName.endsWith(`-${seam.noun}.ts`) && !fileName.startsWith('choose-') && !fileName.endsWith('.test.ts');
}

/** The imports of a source: specifier and whether every name it brings is a type. */
function importsOf(text: string, fileName: string): { spec: string; typeOnly: boolean }[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: { spec: string; typeOnly: boolean }[] = [];
  for (const node of sf.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    }
  }
  return found;
}

/**
 * What is wrong with a seam's contract file: an import of one of its folder's implementations
 * or chooser (even of a type), or a value imported from its own folder.
 */
function contractProblems(text: string, seam: Pick<Seam, 'noun'>): string[] {
  const problems: string[] = [];
  for (const { spec, typeOnly } of importsOf(text, 'provider.ts')) {
    if (!spec.startsWith('./')) continue;
    const base = spec.slice(2).replace(/\.ts$/, '');
    if (base.includes('/')) continue;
    if (isImplementationName(`${base}.ts`, seam) || base.startsWith('simulated-') || base.startsWith('choose-')) {
      problems.push(`imports the implementation ${spec}`);
    } else if (!typeOnly) {
      problems.push(`imports a value from its own folder (${spec}): the contract takes types only from there`);
    }
  }
  return problems;
}

const COMPARE = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** Receivers whose `.name`, `.id` or `.provider` is a provider's name. */
const PROVIDERISH = /^(provider|shipping|payments?|messaging|courier|gateway|mailer|printer|client|store)$/i;

/** The text of a node without `?.`/`!` noise, e.g. `options.provider.name`. */
function plain(node: ts.Node, sf: ts.SourceFile): string {
  return node.getText(sf).replace(/\?\./g, '.').replace(/!/g, '').replace(/\s+/g, '');
}

/** True when `expr` reads a provider's name: `<providerish>.name|id|provider` (any depth). */
function readsProviderName(expr: ts.Expression, sf: ts.SourceFile): boolean {
  const parts = plain(expr, sf).split('.');
  if (parts.length < 2) return false;
  const last = parts.at(-1)!;
  const owner = parts.at(-2)!.replace(/^\(|\)$/g, '');
  return ['name', 'id', 'provider'].includes(last) && PROVIDERISH.test(owner);
}

/**
 * Every place a source branches on a provider's name: a comparison (===, !==, ==, !=) or a
 * `case` of one of `ids` (the implementations' names), or of `<provider>.name|id|provider` with
 * any string. Answers "line: code" per place.
 */
function nameBranches(text: string, fileName: string, ids: ReadonlySet<string>): string[] {
  // Most files mention neither a provider's name nor `.name/.id/.provider` next to a comparison: skip parsing them.
  const quoted = [...ids].map((id) => id.replace(/[-]/g, '\\-')).join('|');
  if (!new RegExp(`\\.(name|id|provider)\\s*[!=]=|['"\`](${quoted})['"\`]|switch\\s*\\(`).test(text)) return [];
  const sf = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const isLiteral = (e: ts.Expression): e is ts.StringLiteralLike => ts.isStringLiteralLike(e);
  const report = (node: ts.Node) => found.push(`${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf)}`);
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && COMPARE.has(node.operatorToken.kind)) {
      for (const [lit, other] of [
        [node.right, node.left],
        [node.left, node.right],
      ] as const) {
        if (isLiteral(lit) && (ids.has(lit.text) || readsProviderName(other, sf))) {
          report(node);
          break;
        }
      }
    }
    if (ts.isCaseClause(node) && isLiteral(node.expression) && ids.has(node.expression.text)) report(node.expression);
    if (ts.isSwitchStatement(node) && readsProviderName(node.expression, sf)) report(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every .ts/.tsx file under `dir`, tests included. */
function* allTsFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* allTsFiles(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The names the implementations give themselves (`readonly name = '…'`), and the printer kinds. */
function implementationIds(): Set<string> {
  const ids = new Set<string>(PRINTER_KINDS);
  for (const seam of SEAMS) {
    for (const file of readdirSync(join(ROOT, seam.folder))) {
      if (!isImplementationName(file, seam)) continue;
      const text = readFileSync(join(ROOT, seam.folder, file), 'utf8');
      for (const m of text.matchAll(/readonly name\s*(?::\s*string\s*)?=\s*'([^']+)'/g)) ids.add(m[1]!);
    }
  }
  return ids;
}

describe('seam contracts import no implementation', () => {
  it('refuses a contract that imports an implementation, a chooser, or a value of its folder (probes)', () => {
    const seam = { noun: 'courier' };
    expect(contractProblems("import { ShiprocketProvider } from './shiprocket-courier';", seam)).toHaveLength(1);
    expect(contractProblems("import type { SimulatedCourier } from './simulated-courier';", seam)).toHaveLength(1);
    expect(contractProblems("import { chooseCourier } from './choose-courier';", seam)).toHaveLength(1);
    expect(contractProblems("import { formatRemittanceCsv } from './remittance-csv';", seam)).toHaveLength(1);
    expect(contractProblems("import { type A, b } from './remittance-csv';", seam)).toHaveLength(1);
    expect(contractProblems("import type { TrackingStatus } from '#shared/schemas/shipping';", seam)).toEqual([]);
    expect(contractProblems("import { AppError } from '../../lib/app-error';", seam)).toEqual([]);
    expect(contractProblems("import { type RemittanceLine } from './remittance-csv';", seam)).toEqual([]);
  });

  it.each(SEAMS.map((s) => [s.folder, s] as const))('%s/provider.ts is the contract alone', (_folder, seam) => {
    const text = readFileSync(join(ROOT, seam.folder, 'provider.ts'), 'utf8');
    expect(contractProblems(text, seam)).toEqual([]);
  });
});

describe('no caller branches on a provider name', () => {
  const ids = new Set(['simulated', 'manual', 'shiprocket', 'razorpay']);

  it('finds the name branches of a sample (probe)', () => {
    const bad = [
      "if (provider.name !== 'manual') {}",
      "const m = { manual: shipping.name === 'manual' };",
      "if (config.isProduction && (payments.name === 'simulated' || shipping?.name === 'simulated')) {}",
      "if (payment.provider === 'simulated') open();",
      "if ('razorpay' === options.provider.name) {}",
      "switch (gateway.name) { case 'razorpay': break; }",
      "if (courier.id === 'delhivery') {}",
    ].join('\n');
    expect(nameBranches(bad, 'probe.ts', ids)).toHaveLength(9);
    const good = [
      'if (!provider.capabilities.staffEntersAwb) {}',
      "if (payment.checkout === 'simulated-sheet') open();",
      "if ((error as Error).name === 'AbortError') {}",
      'const row = { provider: provider.name };',
      '// provider.name === "manual" in a comment',
    ].join('\n');
    expect(nameBranches(good, 'probe.ts', ids)).toEqual([]);
  });

  it('knows the names every implementation gives itself', () => {
    const found = implementationIds();
    for (const id of ['simulated', 'manual', 'shiprocket', 'razorpay', 'whatsapp-cloud', 'moonraker']) expect(found).toContain(id);
  });

  it('no source outside the composition root and the choose-* files branches on one (server, shared and client)', () => {
    const all = implementationIds();
    const offenders: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const rel = relative(ROOT, file);
      if (rel === 'src/server/composition-root.ts' || /\/choose-[\w-]+\.ts$/.test(rel)) continue;
      for (const hit of nameBranches(readFileSync(file, 'utf8'), file, all)) offenders.push(`${rel}:${hit}`);
    }
    expect(offenders).toEqual([]);
  });
});

/** The chooser and implementations of the FileStore seam, as an import names them. */
const FILE_STORE_BUILDER = /(^|\/)file-store\/(choose-file-store|local-file-store|s3-file-store)(\.[jt]s)?$/;

/** The imports of a source that reach the file-store chooser or an implementation (static, re-export or `import()`). */
function fileStoreBuilderImports(text: string, fileName: string): string[] {
  const specs = importsOf(text, fileName).map((i) => i.spec);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  return specs.filter((spec) => FILE_STORE_BUILDER.test(spec));
}

describe('services and routes receive the file stores the composition root built', () => {
  it('finds an import of the chooser or an implementation (probe)', () => {
    const bad = [
      "import { chooseFileStores } from '../../lib/file-store/choose-file-store';",
      "import type { StorageConfig } from '../../lib/file-store/choose-file-store';",
      "import { createLocalFileStore } from '../../lib/file-store/local-file-store';",
      "export { createS3FileStore } from '../lib/file-store/s3-file-store.js';",
      "const { closeS3Client } = await import('../../lib/file-store/s3-file-store');",
    ].join('\n');
    expect(fileStoreBuilderImports(bad, 'probe.ts')).toHaveLength(5);
    const good = [
      "import type { FileStore, FileStores } from '../../lib/file-store/provider';",
      "import { storageStep } from '../../lib/disk-errors';",
      "import { fontFileStore } from '../storage/font-file-store';",
    ].join('\n');
    expect(fileStoreBuilderImports(good, 'probe.ts')).toEqual([]);
  });

  it('no source or test under src/server/services or src/server/routes imports one', () => {
    const offenders: string[] = [];
    for (const dir of ['src/server/services', 'src/server/routes']) {
      for (const file of allTsFiles(join(ROOT, dir))) {
        for (const spec of fileStoreBuilderImports(readFileSync(file, 'utf8'), file)) offenders.push(`${relative(ROOT, file)}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('every seam folder is laid out one way', () => {
  it.each(SEAMS.map((s) => [s.folder, s] as const))('%s', (folder, seam) => {
    const dir = join(ROOT, folder);
    const files = readdirSync(dir);
    expect(files).toContain('provider.ts');
    expect(files.filter((f) => isImplementationName(f, seam)).length).toBeGreaterThan(0);
    if (typeof seam.offlineDefault === 'string') {
      expect(seam.offlineDefault).toBe(`simulated-${seam.noun}.ts`);
      expect(files).toContain(seam.offlineDefault);
    } else {
      expect(seam.offlineDefault.none.length).toBeGreaterThan(20);
      expect(files.filter((f) => f.startsWith('simulated-'))).toEqual([]);
    }
    if (typeof seam.chooser === 'string') {
      expect(seam.chooser).toBe(`choose-${seam.noun}.ts`);
      expect(files).toContain(seam.chooser);
    } else {
      expect(files.filter((f) => f.startsWith('choose-'))).toEqual([]);
    }
    // The names before decision 221: an implementation named after the seam's old word.
    expect(files.filter((f) => /-(provider|client)\.ts$/.test(f))).toEqual([]);
  });

  it('the exception for printers names a simulated printer that exists in tests', () => {
    expect(existsSync(join(ROOT, 'tests/support/simulated-printer.ts'))).toBe(true);
  });
});
