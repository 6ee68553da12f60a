/**
 * No import circles in src/ (docs/architecture.md "Rooms, fences and tooling"): madge reads every
 * module's imports, type-only ones included, resolving the `#…` aliases through tsconfig.json, and
 * finds no cycle. A probe pair of files that import each other proves the check finds one.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import madge from 'madge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The import cycles under `dir` and the imports of ours madge could not resolve (a check that resolved nothing would find no cycle). */
async function cyclesUnder(dir: string, tsConfig: string): Promise<{ cycles: string[][]; unresolved: string[] }> {
  const graph = await madge(dir, { fileExtensions: ['ts', 'tsx'], tsConfig });
  return { cycles: graph.circular(), unresolved: graph.warnings().skipped.filter((name) => /^[.#]/.test(name)) };
}

describe('import cycles', () => {
  it('src/ has none, and every import of ours resolves', async () => {
    const { cycles, unresolved } = await cyclesUnder('src', 'tsconfig.json');
    expect(unresolved).toEqual([]);
    expect(cycles).toEqual([]);
  }, 60_000);

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
