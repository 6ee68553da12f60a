/**
 * `updated_at` is set by the schema (docs/decisions/039-updated-at-by-the-schema.md): every table's
 * column is made by `updatedAtColumn()`, and no server code writes it by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema/index';
import { databaseNow } from '#server/db/schema/columns';

const serverRoot = path.resolve(import.meta.dirname, '../../src/server');

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(serverRoot, 'db', 'schema') ? [] : serverSources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Where a source writes `updatedAt`/`updated_at`: object properties that are not a response's ISO string, and SQL text. */
function handWrittenUpdatedAt(fileName: string, source: string): string[] {
  const found: string[] = [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const where = (node: ts.Node) => `${path.relative(serverRoot, fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const named = (name: ts.PropertyName) => /^updated_?at$/i.test(name.getText(file).replace(/['"]/g, ''));
  const visit = (node: ts.Node) => {
    if (ts.isShorthandPropertyAssignment(node) && named(node.name)) found.push(where(node));
    // A response maps the stored Date to its ISO string (`row.updatedAt.toISOString()`); anything else is a write.
    if (ts.isPropertyAssignment(node) && named(node.name) && !node.initializer.getText(file).includes('.toISOString()'))
      found.push(where(node));
    if (
      (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) &&
      /updated_at/.test(node.text)
    )
      found.push(where(node));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('updated_at is set by the schema (docs/decisions/039-updated-at-by-the-schema.md)', () => {
  it('is made by updatedAtColumn() on every table that has it', () => {
    const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
    const withUpdatedAt = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.filter((column) => column.name === 'updated_at').map((column) => ({ table: config.name, column }));
    });
    expect(withUpdatedAt.map((t) => t.table)).toEqual(
      expect.arrayContaining(['business_settings', 'print_room_settings', 'orders', 'dealers']),
    );
    const notBySchema = withUpdatedAt
      .filter(
        ({ column }) => column.defaultFn !== databaseNow || column.onUpdateFn !== databaseNow || !column.notNull || !column.hasDefault,
      )
      .map((t) => t.table);
    expect(notBySchema).toEqual([]);
  });

  it('is written by no server code (services, routes, jobs), only read', () => {
    const offenders = serverSources(serverRoot).flatMap((file) => handWrittenUpdatedAt(file, fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the scan finds a hand-written updatedAt in an insert, an update and SQL', () => {
    const source = [
      'db.insert(t).values({ id: 1, updatedAt: options.now });',
      'const updatedAt = new Date(); db.update(t).set({ updatedAt });',
      'db.execute(sql`update t set updated_at = now()`);',
      'const view = { updatedAt: row.updatedAt.toISOString() };',
    ].join('\n');
    expect(handWrittenUpdatedAt(path.join(serverRoot, 'services', 'x.ts'), source)).toEqual([
      'services/x.ts:1',
      'services/x.ts:2',
      'services/x.ts:3',
    ]);
  });
});
