/**
 * The decision index (docs/decisions/README.md) says what the records say (docs/decisions/239):
 * every record has its line in the table with the record's file, Date and Status; every line names
 * a record that exists; and every number from 001 to the highest is either a record or explained
 * in the index's "Unused numbers" list. Each failure says the exact line to add or change.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(process.cwd(), 'docs/decisions');

/** One record: its file name and text. */
interface DecisionRecord {
  name: string;
  text: string;
}

/** A table line: `| NNN | [Title](file.md) optional note | Date | Status |`. */
const ROW = /^\| (\d{3}) \| \[(.+?)\]\(([^)]+)\)[^|]* \| ([^|]+?) \| ([^|]+?) \|$/;
/** An "Unused numbers" item: `- NNN: why`. */
const UNUSED = /^- (\d{3}): \S/;

/** The line the index should hold for `record`. */
function indexLine(record: DecisionRecord): string {
  const number = record.name.slice(0, 3);
  const title = /^# \d{3}: (.+)$/m.exec(record.text)?.[1] ?? '(title)';
  const date = /^Date: (.+)$/m.exec(record.text)?.[1] ?? '(date)';
  const status = /^Status: (.+)$/m.exec(record.text)?.[1] ?? '(status)';
  return `| ${number} | [${title}](${record.name}) | ${date} | ${status} |`;
}

/** What is wrong between the index text and the records, one sentence each naming the line to add or change. */
function indexProblems(index: string, records: DecisionRecord[]): string[] {
  const problems: string[] = [];
  const rows = new Map<string, { file: string; date: string; status: string; line: string }>();
  const lines = index.split('\n');
  const unusedStart = lines.findIndex((line) => /^## Unused numbers/.test(line));
  const unused = new Set<string>();
  lines.forEach((line, i) => {
    const row = ROW.exec(line);
    if (row) {
      const [, number, , file, date, status] = row as unknown as [string, string, string, string, string, string];
      if (rows.has(number)) problems.push(`docs/decisions/README.md lists ${number} twice: keep one line`);
      rows.set(number, { file, date, status, line });
    } else if (/^\| \d/.test(line)) {
      problems.push(`docs/decisions/README.md:${i + 1} is not \`| NNN | [Title](NNN-title.md) | Date | Status |\`: ${line}`);
    }
    const item = UNUSED.exec(line);
    if (item && unusedStart >= 0 && i > unusedStart) unused.add(item[1]!);
  });
  const byNumber = new Map(records.map((record) => [record.name.slice(0, 3), record]));
  for (const record of records) {
    const number = record.name.slice(0, 3);
    const row = rows.get(number);
    const want = indexLine(record);
    if (unused.has(number)) problems.push(`${number} has a record: remove "- ${number}: …" from "Unused numbers"`);
    if (!row) {
      problems.push(`${record.name} is not in the index: add to docs/decisions/README.md's table the line ${want}`);
      continue;
    }
    const status = /^Status: (.+)$/m.exec(record.text)?.[1];
    const date = /^Date: (.+)$/m.exec(record.text)?.[1];
    if (row.file !== record.name || row.status !== status || row.date !== date) {
      problems.push(`the index line of ${number} differs from ${record.name} (file, Date or Status): change ${row.line} to ${want}`);
    }
  }
  for (const [number, row] of rows) {
    if (!byNumber.has(number))
      problems.push(`the index names ${row.file}, which does not exist: remove the line ${row.line} or add the record`);
  }
  const highest = Math.max(0, ...records.map((record) => Number(record.name.slice(0, 3))));
  for (let n = 1; n <= highest; n += 1) {
    const number = String(n).padStart(3, '0');
    if (!byNumber.has(number) && !unused.has(number)) {
      problems.push(
        `${number} is neither a record nor explained: add to "Unused numbers" in docs/decisions/README.md the line - ${number}: <why>`,
      );
    }
  }
  return problems;
}

describe('the index rules themselves', () => {
  const record = (name: string, status = 'accepted') => ({
    name,
    text: `# ${name.slice(0, 3)}: A rule\n\nDate: 2026-11-29\nStatus: ${status}\n`,
  });
  const index = [
    '| No. | Decision | Date | Status |',
    '| --- | --- | --- | --- |',
    '| 002 | [A rule](002-a-rule.md) | 2026-11-29 | accepted |',
    '| 003 | [A rule](003-a-rule.md) (split from 002) | 2026-11-29 | accepted |',
    '| 005 | [A rule](005-gone.md) | 2026-11-29 | accepted |',
    '',
    '## Unused numbers',
    '',
    '- 001: never used.',
  ].join('\n');

  it('passes an index that matches', () => {
    expect(
      indexProblems(index.split('\n').slice(0, 4).join('\n') + '\n## Unused numbers\n- 001: never used.', [
        record('002-a-rule.md'),
        record('003-a-rule.md'),
      ]),
    ).toEqual([]);
  });

  it('names the line to add or change for a missing record, a wrong status, a missing file and an unexplained number', () => {
    const problems = indexProblems(index, [record('002-a-rule.md', 'superseded by 003'), record('003-a-rule.md'), record('006-new.md')]);
    expect(problems).toEqual([
      'the index line of 002 differs from 002-a-rule.md (file, Date or Status): change | 002 | [A rule](002-a-rule.md) | 2026-11-29 | accepted | to | 002 | [A rule](002-a-rule.md) | 2026-11-29 | superseded by 003 |',
      "006-new.md is not in the index: add to docs/decisions/README.md's table the line | 006 | [A rule](006-new.md) | 2026-11-29 | accepted |",
      'the index names 005-gone.md, which does not exist: remove the line | 005 | [A rule](005-gone.md) | 2026-11-29 | accepted | or add the record',
      '004 is neither a record nor explained: add to "Unused numbers" in docs/decisions/README.md the line - 004: <why>',
      '005 is neither a record nor explained: add to "Unused numbers" in docs/decisions/README.md the line - 005: <why>',
    ]);
  });

  it('refuses a table line it cannot read and a number both used and listed unused', () => {
    const problems = indexProblems(`| 002 | A rule | 2026-11-29 | accepted |\n## Unused numbers\n- 001: never used.\n- 002: never used.`, [
      record('002-a-rule.md'),
    ]);
    expect(problems).toEqual([
      'docs/decisions/README.md:1 is not `| NNN | [Title](NNN-title.md) | Date | Status |`: | 002 | A rule | 2026-11-29 | accepted |',
      '002 has a record: remove "- 002: …" from "Unused numbers"',
      "002-a-rule.md is not in the index: add to docs/decisions/README.md's table the line | 002 | [A rule](002-a-rule.md) | 2026-11-29 | accepted |",
    ]);
  });
});

describe('docs/decisions/README.md', () => {
  it('matches every record: its line, file, Date and Status; every number used or explained', () => {
    const records = readdirSync(DIR)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .sort()
      .map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));
    expect(indexProblems(readFileSync(join(DIR, 'README.md'), 'utf8'), records)).toEqual([]);
  });
});
