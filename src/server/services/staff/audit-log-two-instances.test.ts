/**
 * Repeated refusals counted on one audit row across two instances
 * (docs/decisions/214-audit-log-coalesces-repeated-refusals.md): two apps (buildApp twice) on two
 * connections to one database (PostgreSQL with TEST_DATABASE_URL, else one PGlite) take 500
 * refused writes of one staff member at once, half each; the log ends with one row counting 500.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import type { TestDatabase } from '../../../../tests/setup/test-db';
import { withTwoInstances } from '#tests/support/per-file';
import { jsonHeaders, loginCookie } from '#tests/support/admin';
import { addStaff, TEST_STAFF_PASSWORD } from '#tests/support/staff';

let database: TestDatabase;
let apps: FastifyInstance[] = [];
withTwoInstances((two) => ({ apps, database } = two));

describe('refusals counted across two instances', () => {
  it('500 refused writes, half through each instance, at once: one row counting 500', async () => {
    const person = await addStaff(database.db, 'print_room', 'Two Instance Flood');
    const cookie = await loginCookie(apps[0]!, TEST_STAFF_PASSWORD, person.email);
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/admin/dealers/add-credits',
            payload: { dealerId: 1, credits: 5, reason: 'flood' },
            headers: { ...jsonHeaders, cookie },
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s !== 403)).toEqual([]);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, person.id), eq(auditLog.action, 'POST /api/admin/dealers/add-credits')));
    expect(rows.map((r) => [r.status, r.count])).toEqual([[403, 500]]);
  }, 180_000);
});
