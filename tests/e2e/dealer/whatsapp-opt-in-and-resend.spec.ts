/**
 * WhatsApp order updates, the parts a person clicks (docs/product.md#whatsapp-updates): the
 * dealer ticks "Send order updates on WhatsApp to this number" on the dashboard and it stays
 * ticked after a reload; a customer ticks the same box on My Account and chooses Hindi for the
 * updates, kept after a reload; the admin resends an order's failed WhatsApp confirmation from the
 * Messages tab (a new message, the failed one kept) and sees both on the order's card. Screens at
 * 1280 and 375 px.
 */
import { type Page } from '@playwright/test';
import { expect, signInAsAdmin, signInAsCustomer, signInAsDealer, test } from '../support/fixtures';
import { insertDealer } from '#tests/support/dealer';
import { insertOrder } from '#tests/support/admin';
import { emailOutbox, whatsappConsents } from '../../../src/server/db/schema/index';
import { WHATSAPP_CONSENT_WORDING } from '#shared/whatsapp';

const PEPPER = 'e2e-whatsapp-opt-in-pepper-0123456789';
const PIN = '4831';
const CUSTOMER_PHONE = '9812300077';
let dealer: { phoneNumber: string };
let orderId: number;

test.use({
  serverEnv: { PIN_PEPPER: PEPPER },
  serverOptions: {
    seed: async (db) => {
      const row = await insertDealer(db, { pin: PIN, pepper: PEPPER, credits: 12 });
      dealer = { phoneNumber: row.phoneNumber };
      orderId = await insertOrder(db, { customerPhone: `+91 ${CUSTOMER_PHONE}`, paymentStatus: 'completed', orderStatus: 'confirmed' });
      const now = new Date();
      await db.insert(whatsappConsents).values({
        phone: CUSTOMER_PHONE,
        optedIn: true,
        wording: WHATSAPP_CONSENT_WORDING,
        source: 'checkout',
        orderId,
        createdAt: now,
      });
      const email = {
        dedupeKey: `order:${orderId}:customer`,
        kind: 'order_confirmation',
        toAddress: 'buyer@example.in',
        subject: `Your Chaabi order #${orderId} is confirmed`,
        textBody: 'Thank you!',
        htmlBody: '<p>Thank you!</p>',
        orderId,
        status: 'sent',
        sentAt: now,
        createdAt: now,
      };
      await db.insert(emailOutbox).values(email);
      await db.insert(emailOutbox).values({
        ...email,
        channel: 'whatsapp',
        dedupeKey: `order:${orderId}:customer:whatsapp`,
        toAddress: `91${CUSTOMER_PHONE}`,
        subject: 'order_confirmed',
        textBody: `Hi Buyer, your Chaabi order #${orderId} is confirmed: 1 keychain(s), ₹199 paid.`,
        htmlBody: '',
        template: 'order_confirmed',
        language: 'en',
        templateParams: ['Buyer', String(orderId), '1', '₹199', `{{publicUrl}}/track?order=${orderId}`],
        fallbackKey: `order:${orderId}:customer`,
        status: 'failed',
        sentAt: null,
        attempts: 1,
        lastError: 'Message undeliverable: the number is not on WhatsApp (131026)',
      });
    },
  },
});

/** Full-page screens of `page` at 1280 and 375 px. */
async function screens(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the dealer's WhatsApp box is unticked, saves a tick and keeps it", async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDealer(page, server, { phoneNumber: dealer.phoneNumber, pin: PIN });
  const box = page.getByRole('checkbox', { name: /Send order updates on WhatsApp to this number/ });
  await expect(box).not.toBeChecked();
  await screens(page, 'dealer-dashboard-whatsapp');
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: updates will come on WhatsApp as well as by e-mail.' })).toBeVisible();
  await screens(page, 'dealer-dashboard-whatsapp-saved');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Send order updates on WhatsApp to this number/ })).toBeChecked();
  await screens(page, 'dealer-dashboard-whatsapp-ticked');
});

test("the admin resends a failed WhatsApp message and the order's card shows both", async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, server);
  await page.getByRole('tab', { name: 'Messages' }).click();
  const failed = page.getByRole('listitem').filter({ hasText: 'not on WhatsApp' });
  await expect(failed.getByText('failed: sent by e-mail')).toBeVisible();
  await screens(page, 'admin-messages-failed');
  await failed.getByRole('button', { name: /^Resend WhatsApp message/ }).click();
  await expect(page.getByText(/^Resent as message \d+\.$/)).toBeVisible();
  await expect(page.getByText(/^Resent by staff \(message \d+ failed\)\.$/)).toBeVisible();
  await expect(failed.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  await screens(page, 'admin-messages-resent');

  await page.getByRole('tab', { name: 'Orders' }).click();
  const card = page.getByRole('article', { name: new RegExp(`Order #${orderId}\\b`) });
  await card.getByRole('button', { name: 'Messages' }).click();
  await expect(card.getByText(/^Resent by staff/)).toBeVisible();
  await card.screenshot({ path: 'test-results/screens/admin-order-messages-resent-1280.png' });
  await page.setViewportSize({ width: 375, height: 900 });
  await card.screenshot({ path: 'test-results/screens/admin-order-messages-resent-375.png' });
});

test('a customer ticks the WhatsApp box on My Account and it says so', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsCustomer(page, server, /Asha Verma/);
  const profile = await page.request.put(`${server.baseURL}/api/auth/profile`, {
    data: { phone: '9876543210', address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001' } },
  });
  expect(profile.status()).toBe(200);
  await page.goto(`${server.baseURL}/account`);
  const box = page.getByRole('checkbox', { name: /Send order updates on WhatsApp to this number/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: updates will come on WhatsApp as well as by e-mail.' })).toBeVisible();
  await screens(page, 'account-whatsapp-saved');

  // Hindi for the updates (docs/decisions/184-message-language-separate-from-site-language.md), by keyboard, kept after a reload.
  const choice = page.getByRole('group', { name: 'Updates in:' });
  await expect(choice.getByRole('radio', { name: 'English' })).toBeChecked();
  await choice.getByRole('radio', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Saved: your updates will come in हिन्दी (Hindi).' })).toBeVisible();
  await screens(page, 'account-whatsapp-hindi');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Updates in:' }).getByRole('radio', { name: 'हिन्दी (Hindi)' })).toBeChecked();
});

test('at checkout, ticking the WhatsApp box offers English or Hindi for the updates', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/contact`);
  const cart = { keychains: [{ customText: 'Kiran', fontFamily: 'bangers', textColor: 'Yellow' }], quantity: 1 };
  await page.evaluate((value) => localStorage.setItem('orderData', value), JSON.stringify(cart));
  await page.goto(`${server.baseURL}/checkout`);
  const box = page.getByRole('checkbox', { name: WHATSAPP_CONSENT_WORDING });
  await expect(page.getByRole('group', { name: 'Updates in:' })).toHaveCount(0);
  await box.check();
  const choice = page.getByRole('group', { name: 'Updates in:' });
  await expect(choice.getByRole('radio', { name: 'English' })).toBeChecked();
  await choice.getByRole('radio', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(choice.getByRole('radio', { name: 'हिन्दी (Hindi)' })).toBeChecked();
  const contact = page.getByRole('group', { name: /contact/i }).first();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await contact.screenshot({ path: `test-results/screens/checkout-whatsapp-language-${width}.png` });
  }
});
