/**
 * purgeExpiredRows: only rows whose life is over go; the purge-expired-rows job runs it
 * (services/jobs).
 */
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { TestDatabase } from '../../../../tests/setup/test-db';
import { withTestDatabase } from '#tests/support/per-file';
import {
  dealerTokens,
  idempotencyKeys,
  loginThrottle,
  sessions,
  staffSignInAddressFailures,
  whatsappEarlyStatuses,
} from '../../db/schema/index';
import { insertDealer } from '#tests/support/dealer';
import { purgeExpiredRows, type PurgeCounts } from './purge-expired-rows';

let database: TestDatabase;
withTestDatabase((db) => (database = db));

const MINUTE = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

describe('purgeExpiredRows', () => {
  it('deletes expired sessions, ended throttle windows, expired idempotency keys and dealer tokens, week-old held WhatsApp statuses, day-old staff sign-in failures of an address, and keeps the rest', async () => {
    const db = database.db;
    const now = new Date('2026-05-01T12:00:00Z');
    await db.insert(sessions).values([
      { sid: 'purge-admin-old', sess: { role: 'admin' }, expire: at(now, -1) },
      { sid: 'purge-customer-old', sess: { kind: 'customer', userId: 'u' }, expire: at(now, -600) },
      { sid: 'purge-admin-live', sess: { role: 'admin' }, expire: at(now, 1) },
    ]);
    await db.insert(loginThrottle).values([
      { key: 'ip:purge-ended', count: 3, windowStartedAt: at(now, -16) }, // 15-min window over
      { key: 'ip:purge-running', count: 3, windowStartedAt: at(now, -14) },
      { key: 'pin:purge-ended', count: 3, windowStartedAt: at(now, -61) }, // 1-h window over
      { key: 'pin:purge-running', count: 3, windowStartedAt: at(now, -59) }, // older than 15 min, still running
      { key: 'other:purge-running', count: 1, windowStartedAt: at(now, -120) },
    ]);
    await db.insert(idempotencyKeys).values([
      { scope: 'purge', key: 'old', requestHash: 'h', expiresAt: at(now, -1) },
      { scope: 'purge', key: 'live', requestHash: 'h', expiresAt: at(now, 60) },
    ]);
    const dealer = await insertDealer(db);
    await db.insert(dealerTokens).values([
      { dealerId: dealer.id, tokenHash: 'purge-expired', expiresAt: at(now, -1) },
      { dealerId: dealer.id, tokenHash: 'purge-revoked-live', expiresAt: at(now, 60), revokedAt: at(now, -5) },
      { dealerId: dealer.id, tokenHash: 'purge-live', expiresAt: at(now, 60) },
    ]);

    await db.insert(whatsappEarlyStatuses).values([
      { providerMessageId: 'wamid.purge-old', status: 'sent', receivedAt: at(now, -7 * 24 * 60 - 1) },
      { providerMessageId: 'wamid.purge-recent', status: 'read', receivedAt: at(now, -7 * 24 * 60 + 1) },
    ]);

    await db.insert(staffSignInAddressFailures).values([
      { email: 'purge@chaabi.local', address: '203.0.113.1', failures: 5, lastFailureAt: at(now, -24 * 60 - 1) }, // forgotten
      { email: 'purge@chaabi.local', address: '203.0.113.2', failures: 5, lastFailureAt: at(now, -24 * 60 + 1) },
    ]);

    const counts = await purgeExpiredRows(db, now);
    expect(counts).toEqual<PurgeCounts>({
      sessions: 2,
      loginThrottle: 2,
      idempotencyKeys: 1,
      dealerTokens: 1,
      whatsappEarlyStatuses: 1,
      staffSignInAddressFailures: 1,
    });
    const addresses = await db.select({ address: staffSignInAddressFailures.address }).from(staffSignInAddressFailures);
    expect(addresses.map((r) => r.address)).toEqual(['203.0.113.2']);

    const sids = (await db.select({ sid: sessions.sid }).from(sessions)).map((r) => r.sid);
    expect(sids).toContain('purge-admin-live');
    expect(sids).not.toContain('purge-admin-old');
    const keys = (await db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key).sort();
    expect(keys).toEqual(['ip:purge-running', 'other:purge-running', 'pin:purge-running']);
    expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key)).toEqual(['live']);
    const tokens = await db
      .select({ tokenHash: dealerTokens.tokenHash })
      .from(dealerTokens)
      .where(inArray(dealerTokens.tokenHash, ['purge-expired', 'purge-revoked-live', 'purge-live']));
    expect(tokens.map((r) => r.tokenHash).sort()).toEqual(['purge-live', 'purge-revoked-live']);
    const held = await db.select({ id: whatsappEarlyStatuses.providerMessageId }).from(whatsappEarlyStatuses);
    expect(held.map((r) => r.id)).toEqual(['wamid.purge-recent']);

    expect(await purgeExpiredRows(db, now)).toEqual<PurgeCounts>({
      sessions: 0,
      loginThrottle: 0,
      idempotencyKeys: 0,
      dealerTokens: 0,
      whatsappEarlyStatuses: 0,
      staffSignInAddressFailures: 0,
    });
  });
});
