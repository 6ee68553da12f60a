// Typed fields over HTTP (docs/decisions/110-every-typed-field-under-one-rule.md): the profile's
// language is one order updates come in (English or Hindi, docs/decisions/184-message-language-separate-from-site-language.md), a far too long keychain text gets the length message, and
// the business phone takes every format the checkout takes (docs/decisions/088-one-phone-module.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES } from '#shared/whatsapp';
import { textTooLongMessage, MAX_ORDER_TEXT } from '#shared/keychain-text';
import { orderBody, PUNE_ADDRESS } from '../../../tests/factories/orders';
import { withAdminAndCustomer } from '#tests/support/admin-app';
import { businessSettings, users } from '../db/schema/index';

// The app, an admin session and a signed-in customer for the file.
const file = withAdminAndCustomer({ id: 'user-ravi', email: 'ravi@example.in', firstName: 'Ravi', lastName: 'Kumar' });

const json = { 'content-type': 'application/json' };
const language = async () =>
  (await file.t.database.db.select({ l: users.preferredLanguage }).from(users).where(eq(users.id, 'user-ravi')))[0]!.l;

describe('the profile’s language', () => {
  const put = (preferredLanguage: string) =>
    file.t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...json, cookie: file.customer },
      payload: { phone: '9876543210', address: { ...PUNE_ADDRESS }, preferredLanguage },
    });

  it.each(['en\u202e\u001b<b>', 'fr', 'HI', 'EN', 'hindi', ''])('refuses %j, storing nothing', async (value) => {
    const before = await language();
    const res = await put(value);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'preferredLanguage',
      message: 'Choose a language for your updates: English (en) or Hindi (hi)',
    });
    expect(await language()).toBe(before);
  });

  it.each(MESSAGE_LANGUAGES)('takes %s', async (value) => {
    const res = await put(value);
    expect(res.statusCode, res.body).toBe(200);
    expect(await language()).toBe(value);
  });
});

describe('a far too long keychain text', () => {
  it('gets the length message, not "Please enter custom text"', async () => {
    const res = await file.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: json,
      payload: orderBody({ keychains: [{ customText: 'A'.repeat(10_000), fontFamily: 'bangers', textColor: 'yellow' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'keychains.0.customText', message: textTooLongMessage(MAX_ORDER_TEXT) }]);
  });
});

describe('the business phone', () => {
  const settings = (phone: string) => ({
    legalName: 'Chaabi Prints LLP',
    tradeName: 'Chaabi',
    address: '4 FC Road, Pune 411004',
    stateCode: '27',
    gstin: '',
    email: 'accounts@chaabi.in',
    phone,
    grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@chaabi.in', phone },
  });
  const put = (phone: string) =>
    file.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/business',
      headers: { ...json, cookie: file.admin },
      payload: settings(phone),
    });

  it.each(['+91 98765 43210', '+91-98765-43210', '09876543210', '919876543210', '98765 43210'])(
    'takes %s as the checkout does, stored as 10 digits',
    async (phone) => {
      const res = await put(phone);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await file.t.database.db.select().from(businessSettings);
      expect(row!.settings).toMatchObject({ phone: '9876543210', grievanceOfficer: { phone: '9876543210' } });
    },
  );

  it('refuses a number the checkout refuses', async () => {
    const res = await put('+92 98765 43210');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual(expect.objectContaining({ path: 'phone' }));
  });
});
