/** GET /api/pincodes/:pin (docs/decisions/048-pin-code-directory.md). */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/setup/test-db';
import { withTestApp } from '#tests/support/per-file';

let t: TestApp;
withTestApp((app) => (t = app));

const get = (pin: string) => t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}` });

describe('GET /api/pincodes/:pin', () => {
  it.each([
    ['560001', 'Karnataka', '29'],
    ['500001', 'Telangana', '36'],
    ['194101', 'Ladakh', '38'],
    ['396210', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
  ])('answers %s with %s (%s)', async (pin, state, stateCode) => {
    const res = await get(pin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pin, state, stateCode });
    expect(typeof res.json<{ district: string }>().district).toBe('string');
  });

  it('answers 404 for a PIN the directory does not know', async () => {
    const res = await get('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('PIN code') as unknown });
  });

  it.each(['56000', '5600011', 'abcdef', '56000a'])('answers 400 for the malformed PIN %s', async (pin) => {
    const res = await get(pin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ issues: [{ path: 'pin', message: 'Please enter a valid 6-digit PIN code' }] });
  });
});
