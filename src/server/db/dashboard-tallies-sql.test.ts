/**
 * The dashboard's triggers live in one current file, src/server/db/sql/dashboard-tallies.sql
 * (docs/decisions/232-dashboard-triggers-in-one-sql-file.md, docs/architecture.md "Dashboard
 * tallies"), applied by the latest migration that holds it: that migration begins with the file
 * verbatim, so editing the file without a migration fails here; every dashboard_* function and
 * trigger of a migrated database is defined in the file; and applying the file to a migrated
 * database changes no definition (on PGlite or TEST_DATABASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import { MIGRATIONS_FOLDER } from './client';

const SQL_FILE = path.join(import.meta.dirname, 'sql/dashboard-tallies.sql');
const fileText = fs.readFileSync(SQL_FILE, 'utf8');

const journal = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] })
  .entries;
const migrations = journal.map((entry) => ({
  tag: entry.tag,
  text: fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8'),
}));

/**
 * What is wrong with how the migrations apply the file: null when the latest migration that opens
 * with the file's first line holds the whole file at its start (statements may follow, such as
 * `SELECT dashboard_tallies_rebuild();`), else a sentence naming the migration to write.
 */
function migrationMismatch(file: string, list: { tag: string; text: string }[]): string | null {
  const firstLine = file.slice(0, file.indexOf('\n') + 1);
  const applying = list.filter((migration) => migration.text.startsWith(firstLine));
  const latest = applying.at(-1);
  if (!latest) return 'no migration applies the file';
  return latest.text.startsWith(file) ? null : `${latest.tag} differs from the file: generate a custom migration holding it`;
}

/** The names of the statements that define functions and triggers in the file. */
function definedNames(file: string): Set<string> {
  const names = new Set<string>();
  for (const match of file.matchAll(/^CREATE (?:OR REPLACE )?(?:FUNCTION|TRIGGER) (\w+)/gm)) names.add(match[1]!);
  return names;
}

let database: TestDatabase;
withTestDatabase((db) => (database = db));

type Definition = { name: string; definition: string };
async function definitions(): Promise<Definition[]> {
  const result = await database.db.execute<Definition>(
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'dashboard\_%'
        union all
        select t.tgname, pg_get_triggerdef(t.oid) from pg_trigger t
        where not t.tgisinternal and t.tgname like 'dashboard\_%'
        order by 1, 2`,
  );
  return (result as { rows: Definition[] }).rows;
}

describe('src/server/db/sql/dashboard-tallies.sql', () => {
  it('is what the latest migration applying it holds', () => {
    expect(migrationMismatch(fileText, migrations)).toBeNull();
  });

  it('is caught when edited without a migration (probe)', () => {
    const edited = fileText.replace('RETURN NULL;', 'RETURN NULL; -- changed');
    expect(migrationMismatch(edited, migrations)).toMatch(/^0043_dashboard_tallies_sql differs/);
    expect(migrationMismatch(fileText, migrations.slice(0, 43))).toBe('no migration applies the file');
  });

  it('defines every dashboard function and trigger of the migrated database', async () => {
    const names = new Set((await definitions()).map((row) => row.name));
    expect(names.size).toBeGreaterThanOrEqual(15);
    expect([...names].filter((name) => !definedNames(fileText).has(name))).toEqual([]);
  });

  it('changes no definition when applied again (idempotent and current)', async () => {
    const before = await definitions();
    await database.db.transaction(async (tx) => {
      for (const statement of fileText.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
    });
    expect(await definitions()).toEqual(before);
  });
});
