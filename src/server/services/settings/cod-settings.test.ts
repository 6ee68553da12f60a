/** The COD settings (docs/product.md#cash-on-delivery): defaults without a row, and a save read back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db';
import { DEFAULT_COD_SETTINGS, getCodSettings, saveCodSettings } from './cod-settings';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('COD settings', () => {
  it('are the defaults before the first save: on, ₹40 fee, ₹2,000 limit, 24 h, 2 RTOs, no advance', async () => {
    expect(await getCodSettings(database.db)).toEqual({
      enabled: true,
      feePaise: 4000,
      limitPaise: 200_000,
      autoCancelHours: 24,
      rtoLimit: 2,
      advanceAbovePaise: null,
      advancePaise: null,
      forwardShippingEstimatePaise: 6000,
      returnShippingEstimatePaise: 6000,
      printCostPerKeychainPaise: 3000,
    });
  });

  it('are read back as saved, and a second save replaces the first', async () => {
    await saveCodSettings(database.db, { ...DEFAULT_COD_SETTINGS, feePaise: 5000, advanceAbovePaise: 100_000, advancePaise: 20_000 });
    const saved = await saveCodSettings(database.db, { ...DEFAULT_COD_SETTINGS, enabled: false, feePaise: 3000 });
    expect(saved).toEqual({ ...DEFAULT_COD_SETTINGS, enabled: false, feePaise: 3000 });
    expect(await getCodSettings(database.db)).toEqual(saved);
  });
});
