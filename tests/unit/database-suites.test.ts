import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSuites, moduleMockingSuites, unitTestFiles } from '../setup/database-suites';

// CI's second pass runs only the database suites on PGlite (docs/decisions/117-ci-split.md): a suite
// left out of the list would lose its PGlite run silently, so the rule is held here.
const root = path.resolve(import.meta.dirname, '../..');

describe('the database suites', () => {
  const all = unitTestFiles(root);
  const suites = databaseSuites(root, all);

  it('include every suite that opens a test app or database, and none that does not', () => {
    const opener = /\b(withTestApp|withTestDatabase|withAdminApp|createTestApp|createTestDatabase|startServer)\(/;
    for (const file of all) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (opener.test(text)) expect(suites, file).toContain(file);
    }
    expect(suites).toContain('src/server/db/seed.test.ts');
    expect(suites).not.toContain('src/shared/money.test.ts');
    expect(suites).not.toContain('src/geometry/slicer.test.ts');
    expect(suites.length).toBeLessThan(all.length);
  });

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'db-suites-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('follow imports through helpers and aliases', () => {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.writeFileSync(path.join(scratch, file), text);
    };
    write('tests/setup/test-db.ts', 'export const db = 1;\n');
    write('tests/support/helper.ts', "export { db } from '../setup/test-db';\n");
    write('src/a.test.ts', "import { db } from '#tests/support/helper';\n");
    write('src/b.test.ts', "import { x } from './b-helper';\n");
    write('src/b-helper.ts', "export const x = await import('pg');\n");
    write('src/c.test.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
    expect(databaseSuites(scratch, unitTestFiles(scratch))).toEqual(['src/a.test.ts', 'src/c.test.ts']);
  });

  it('name the files that replace modules, which run in a worker of their own', () => {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(scratch, 'mocks', file)), { recursive: true });
      fs.writeFileSync(path.join(scratch, 'mocks', file), text);
    };
    write('src/m.test.tsx', "vi.mock('./three', () => ({}));\n");
    write('src/d.test.ts', "vi.doMock('pg');\n");
    write('src/plain.test.ts', "vi.fn(); vi.spyOn(console, 'log'); // vi.mocked is not a replacement\n");
    const scratchRoot = path.join(scratch, 'mocks');
    expect(moduleMockingSuites(scratchRoot, unitTestFiles(scratchRoot))).toEqual(['src/d.test.ts', 'src/m.test.tsx']);
  });

  it('leave no file that replaces modules among the shared-module files of this repo', () => {
    const mocking = moduleMockingSuites(root, all);
    for (const file of all) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (text.includes('vi.mock(') || text.includes('vi.doMock(')) expect(mocking, file).toContain(file);
    }
  });
});
