/**
 * No import circles in src/ (docs/architecture.md "Rooms, fences and tooling"): madge reads every
 * module's imports, type-only ones included, resolving the `#…` aliases through tsconfig.json, and
 * finds no cycle. A probe pair of files that import each other proves the check finds one. The
 * folders of src/server/services tie one way too: no two of them import each other, even through
 * a third (docs/architecture.md "Services in tiers").
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import madge from 'madge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The import cycles under `dir` and the imports of ours madge could not resolve (a check that resolved nothing would find no cycle). */
async function cyclesUnder(
  dir: string,
  tsConfig: string,
): Promise<{ cycles: string[][]; unresolved: string[]; files: Record<string, string[]> }> {
  const graph = await madge(dir, { fileExtensions: ['ts', 'tsx'], tsConfig });
  return {
    cycles: graph.circular(),
    unresolved: graph.warnings().skipped.filter((name) => /^[.#]/.test(name)),
    files: graph.obj(),
  };
}

// madge reads src/ once (some seconds); both checks of src/ use its graph.
let src: Awaited<ReturnType<typeof cyclesUnder>>;
beforeAll(async () => {
  src = await cyclesUnder('src', 'tsconfig.json');
}, 120_000);

/** A circle of folders of src/server/services in madge's file graph (names relative to src/; tests left out), or null. */
function serviceFolderCircle(files: Record<string, string[]>): string[] | null {
  const folderOf = (file: string) => /^server\/services\/([^/]+)\//.exec(file)?.[1];
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of Object.entries(files)) {
    const from = folderOf(file);
    if (from === undefined || file.endsWith('.test.ts')) continue;
    for (const to of imports.map(folderOf)) {
      if (to !== undefined && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const done = new Set<string>();
  const visit = (folder: string, path: string[]): string[] | null => {
    const at = path.indexOf(folder);
    if (at >= 0) return [...path.slice(at), folder];
    if (done.has(folder)) return null;
    for (const next of edges.get(folder) ?? []) {
      const circle = visit(next, [...path, folder]);
      if (circle) return circle;
    }
    done.add(folder);
    return null;
  };
  for (const folder of edges.keys()) {
    const circle = visit(folder, []);
    if (circle) return circle;
  }
  return null;
}

describe('service folders', () => {
  it('no two folders of src/server/services import each other, even through a third', () => {
    expect(Object.keys(src.files).filter((file) => file.startsWith('server/services/')).length).toBeGreaterThan(100);
    expect(serviceFolderCircle(src.files)).toBeNull();
  });

  it('the probe: a circle through three folders is found', () => {
    const probe = {
      'server/services/payments/payable.ts': ['server/services/dealers/credit.ts', 'shared/money.ts'],
      'server/services/dealers/credit.ts': ['server/services/email/order-emails.ts'],
      'server/services/email/order-emails.ts': ['server/services/payments/provider.ts'],
      'server/services/payments/provider.ts': [],
    };
    expect(serviceFolderCircle(probe)).toEqual(['payments', 'dealers', 'email', 'payments']);
    expect(serviceFolderCircle({ ...probe, 'server/services/email/order-emails.ts': [] })).toBeNull();
  });
});

describe('import cycles', () => {
  it('src/ has none, and every import of ours resolves', () => {
    expect(src.unresolved).toEqual([]);
    expect(src.cycles).toEqual([]);
  });

  describe('the probe', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'import-cycle-probe-'));
      const files: Record<string, string> = {
        'package.json': JSON.stringify({ type: 'module', imports: { '#probe/*': './*.ts' } }),
        'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
        // By alias one way, and a type-only import back: both count.
        'contract.ts':
          "import { pick } from '#probe/implementation';\nexport interface Contract { name: string }\nexport const chosen = pick();\n",
        'implementation.ts': "import type { Contract } from './contract';\nexport const pick = (): Contract => ({ name: 'probe' });\n",
        'leaf.ts': "import { chosen } from './contract';\nexport const name = chosen.name;\n",
      };
      for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(dir, name), text);
    });
    afterAll(async () => {
      await fs.rm(dir, { recursive: true, force: true });
    });

    it('finds the circle of a contract that imports its implementation', async () => {
      const { cycles, unresolved } = await cyclesUnder(dir, path.join(dir, 'tsconfig.json'));
      expect(unresolved).toEqual([]);
      expect(cycles).toEqual([['contract.ts', 'implementation.ts']]);
    });
  });
});
