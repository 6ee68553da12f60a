/**
 * Migration 0040_outbox_sealed_link_token (docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md):
 * staff mails stored before tokens were sealed lose their `#invite=` token once sent or given up;
 * a mail still queued keeps it, since it cannot be delivered without it. On PGlite and on
 * TEST_DATABASE_URL: a database is migrated to 0039 by applying the journal's SQL files in
 * order, filled with rows as the old code wrote them, then 0040 runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { MIGRATIONS_FOLDER } from './client';

const REDACTION_MIGRATION = '0040_outbox_sealed_link_token';
/** Forty migrations on PGlite take tens of seconds on a loaded machine. */
const MIGRATING_TIMEOUT_MS = 240_000;

const journal = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] })
  .entries;

async function apply(database: TestDatabase, tag: string): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
  // In one transaction, as drizzle's migrator runs them (some lock tables).
  await database.db.transaction(async (tx) => {
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
  });
}

let open: TestDatabase | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const TOKEN = 'Zq3_w-9xKc0a1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuV';
const link = (token: string) => `https://shop.example/admin#invite=${token}`;

describe('migration 0040: stored staff link tokens', () => {
  it(
    'hides the token of sent and failed mails, keeps it in a queued one, leaves other mails alone',
    async () => {
      const database = await createEmptyTestDatabase();
      open = database;
      const stop = journal.findIndex((entry) => entry.tag === REDACTION_MIGRATION);
      expect(stop).toBeGreaterThan(0);
      for (const entry of journal.slice(0, stop)) await apply(database, entry.tag);
      const rows: [string, string, string, string][] = [
        ['invite-sent', 'staff_invite', 'sent', `Accept: ${link(TOKEN)}`],
        ['reset-failed', 'staff_password_reset', 'failed', `Reset: ${link(`${TOKEN}x`)} and again ${link(`${TOKEN}y`)}`],
        ['invite-queued', 'staff_invite', 'queued', `Accept: ${link(TOKEN)}`],
        ['order-sent', 'order_confirmation', 'sent', 'Your order #12 https://shop.example/track?o=12'],
      ];
      for (const [key, kind, status, body] of rows) {
        await database.db.execute(
          sql`insert into email_outbox (dedupe_key, kind, to_address, subject, text_body, html_body, status)
              values (${key}, ${kind}, 'staff@example.com', 'Subject', ${body}, ${`<p>${body}</p>`}, ${status})`,
        );
      }
      await apply(database, REDACTION_MIGRATION);
      type Row = { dedupe_key: string; text_body: string; html_body: string };
      const result = await database.db.execute<Row>(sql`select dedupe_key, text_body, html_body from email_outbox order by id`);
      const after = result as { rows: Row[] };
      const byKey = new Map(after.rows.map((row) => [row.dedupe_key, row]));
      for (const key of ['invite-sent', 'reset-failed']) {
        const row = byKey.get(key)!;
        expect(row.text_body).not.toContain(TOKEN);
        expect(row.html_body).not.toContain(TOKEN);
        expect(row.text_body).toContain('#invite=[hidden]');
      }
      expect(byKey.get('reset-failed')!.text_body.match(/#invite=\[hidden\]/g)).toHaveLength(2);
      expect(byKey.get('invite-queued')!.text_body).toBe(`Accept: ${link(TOKEN)}`);
      expect(byKey.get('invite-queued')!.html_body).toBe(`<p>Accept: ${link(TOKEN)}</p>`);
      expect(byKey.get('order-sent')!.text_body).toBe('Your order #12 https://shop.example/track?o=12');
    },
    MIGRATING_TIMEOUT_MS,
  );
});
