/**
 * Dealer journey: the admin creates a dealer (reading its one-time setup
 * code from the dialog) and adds 20 credits; the dealer sets a PIN on first login with
 * that code, sees 20 credits, orders 2 keychains (18 left), buys 10
 * credits in the simulated checkout (28); the admin sees the dealer order. Screenshots of each
 * dealer screen and the Dealers tab at 1280 and 375 px.
 */
import { type Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from '../support/fixtures';

const DEALER = {
  businessName: 'Sharma Gift House',
  ownerName: 'Anil Sharma',
  phone: '9876501234',
  email: 'anil@sharmagifts.in',
  street: '4 Chandni Chowk',
  city: 'Delhi',
  state: 'Delhi',
  zip: '110006',
  pin: '4826',
};

async function screens(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a dealer is created, tops up, orders keychains and buys credits; the admin sees the order', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsAdmin(admin, server);
  await admin.getByRole('tab', { name: 'Dealers' }).click();
  await expect(admin.getByText('No dealers yet - Get started by adding your first wholesale dealer.')).toBeVisible();

  // Create New Dealer: the spec's messages first, then a valid dealer.
  await admin.getByRole('button', { name: 'Add New Dealer' }).click();
  const form = admin.getByRole('dialog', { name: 'Create New Dealer' });
  await form.getByLabel('Phone Number').fill('98ab765');
  await expect(form.getByLabel('Phone Number')).toHaveValue('98765');
  await form.getByRole('button', { name: 'Create Dealer' }).click();
  await expect(form.getByText('Business name is required')).toBeVisible();
  await expect(form.getByText('Phone number must be exactly 10 digits')).toBeVisible();
  await expect(form.getByLabel('Country')).toHaveValue('India');
  await form.getByLabel('Business Name').fill(DEALER.businessName);
  await form.getByLabel('Owner Name').fill(DEALER.ownerName);
  await form.getByLabel('Phone Number').fill(DEALER.phone);
  await form.getByLabel('Email').fill(DEALER.email);
  await form.getByLabel('Street Address').fill(DEALER.street);
  // The business address asks for a 6-digit PIN code, which fills the state (and a blank city).
  await form.getByLabel('PIN Code').fill(DEALER.zip);
  await expect(form.getByLabel('State')).toHaveValue(DEALER.state);
  await expect(form.getByLabel('City')).not.toHaveValue('');
  await form.getByLabel('City').fill(DEALER.city);
  await form.getByRole('button', { name: 'Create Dealer' }).click();
  await expect(admin.getByText('Dealer Created').first()).toBeVisible();

  // The one-time setup code is shown once, with Copy and a WhatsApp message to the dealer's number.
  const created = admin.getByRole('dialog', { name: 'Dealer Created' });
  const shownCode = (await created.getByLabel('Setup code').textContent())!.trim();
  expect(shownCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  const share = await created.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
  expect(share).toMatch(new RegExp(`^https://wa\\.me/91${DEALER.phone}\\?text=`));
  const message = new URL(share!).searchParams.get('text')!;
  expect(message).toContain(shownCode);
  expect(message).toContain(`${server.baseURL}/dealer`);
  await expect(created.getByRole('button', { name: 'Copy Code' })).toBeVisible();
  await screens(admin, 'admin-dealer-setup-code');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  const card = admin.getByRole('article', { name: DEALER.businessName });
  await expect(card).toBeVisible();
  await expect(card.getByText(`+91 ${DEALER.phone}`)).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Credits for ${DEALER.businessName}` }).click();
  const credits = admin.getByRole('dialog', { name: 'Add Credits' });
  await credits.getByRole('textbox', { name: 'Credits' }).fill('20');
  await credits.getByRole('button', { name: 'Add Credits' }).click();
  await expect(credits.getByText('Reason is required')).toBeVisible();
  await credits.getByLabel('Reason').fill('Opening balance, cash received');
  await credits.getByRole('button', { name: 'Add Credits' }).click();
  await expect(admin.getByText('Credits Added').first()).toBeVisible();
  await expect(card.getByText('20', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Reset PIN for ${DEALER.businessName}` })).toBeVisible();
  await screens(admin, 'admin-dealers');

  // The typed-name check: a mismatch cancels, nothing is deleted.
  await card.getByRole('button', { name: `Edit ${DEALER.businessName}` }).click();
  await admin.getByRole('dialog', { name: 'Edit Dealer' }).getByRole('button', { name: 'Delete Dealer' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete Dealer?' });
  await expect(confirm.getByText('permanently deletes')).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const prompt = admin.getByRole('dialog', { name: 'Confirm Deletion' });
  await prompt.getByLabel('Business name').fill('sharma gift house');
  await prompt.getByRole('button', { name: 'Delete Dealer' }).click();
  await expect(admin.getByText('Deletion Cancelled').first()).toBeVisible();
  await expect(card).toBeVisible();

  // The dealer: first login sets the PIN.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/dealer-dashboard`);
  await expect(page.getByText('Authentication Required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/dealer$/);
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Phone number must be exactly 10 digits')).toBeVisible();
  await screens(page, 'dealer-login');
  await page.getByLabel('Phone Number').fill(DEALER.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Set PIN & Login' })).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('readonly', '');
  // Knowing the phone number is not enough: a wrong setup code is refused.
  await page.getByLabel('Setup Code').fill('ZZZZZ-ZZZZZ');
  await page.getByLabel('New PIN').fill(DEALER.pin);
  await page.getByLabel('Confirm PIN').fill(DEALER.pin);
  await page.getByRole('button', { name: 'Set PIN & Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This setup code is wrong or no longer valid' })).toBeVisible();
  await expect(page).toHaveURL(/\/dealer$/);
  await page.getByLabel('Setup Code').fill(shownCode.toLowerCase());
  await page.getByLabel('New PIN').fill('48a26');
  await expect(page.getByLabel('New PIN')).toHaveValue('4826');
  await page.getByLabel('Confirm PIN').fill('4827');
  await page.getByRole('button', { name: 'Set PIN & Login' }).click();
  await expect(page.getByText('PIN Mismatch').first()).toBeVisible();
  await screens(page, 'dealer-pin-setup');
  await page.getByLabel('Confirm PIN').fill(DEALER.pin);
  await page.getByRole('button', { name: 'Set PIN & Login' }).click();

  await expect(page).toHaveURL(/\/dealer-dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEALER.ownerName}!` })).toBeVisible();
  await expect(page.getByTestId('dealer-credits')).toHaveText('20');
  await expect(page.getByRole('region', { name: 'Phone Cases' }).getByText('Coming Soon')).toBeVisible();
  await screens(page, 'dealer-dashboard');

  // Logged in: /dealer goes to the dashboard.
  await page.goto(`${server.baseURL}/dealer`);
  await expect(page).toHaveURL(/\/dealer-dashboard$/);

  // Order 2 keychains for a customer.
  await page.getByRole('link', { name: 'Create Order' }).click();
  await expect(page.getByRole('heading', { name: 'Create Keychain Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Missing Customer Information').first()).toBeVisible();
  await page.getByLabel('Customer Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera@example.in');
  await page.getByLabel('Phone').fill('98-765 43210');
  await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
  await page.getByLabel('Address Line 1').fill('12 MG Road');
  await page.getByLabel('PIN Code').fill('560001');
  // The PIN code fills city and state (docs/decisions/048).
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await page.getByLabel('Keychain 1 Text').fill('meera');
  await expect(page.getByLabel('Keychain 1 Text')).toHaveValue('Meera');
  await expect(page.getByRole('button', { name: 'Remove keychain 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add Another Keychain' }).click();
  await page.getByLabel('Keychain 2 Text').fill('Ravi');
  await page.getByRole('radiogroup', { name: 'Keychain 2 font' }).getByRole('radio', { name: 'Pacifico' }).click();
  await page.getByRole('radiogroup', { name: 'Keychain 2 colour' }).getByRole('radio', { name: 'Light Blue' }).click();
  // A keychain saved to the dealer's own designs.
  await page.getByRole('button', { name: 'Save design: keychain 2' }).click();
  await expect(page.getByText('Design saved').first()).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved designs' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem').first()).toContainText('Ravi · Pacifico · Light Blue');

  // Drafts survive a reload.
  await page.reload();
  await expect(page.getByLabel('Keychain 2 Text')).toHaveValue('Ravi');
  await expect(page.getByLabel('Customer Name')).toHaveValue('Meera Iyer');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('Credits Required')).toBeVisible();
  // The 3D preview loads once on screen.
  // The poster leaves the page when the preview replaces it: retry the scroll.
  await expect(() =>
    page.getByTestId('keychain-3d-poster').or(page.getByTestId('keychain-3d-preview')).first().scrollIntoViewIfNeeded({ timeout: 1000 }),
  ).toPass();
  await expect(page.getByTestId('keychain-3d-preview').first()).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await screens(page, 'dealer-keychains');

  await summary.getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText('Order Created Successfully!').first()).toBeVisible();
  await expect(page.getByText(/Order #\d+ has been placed\. 2 credits deducted\./).first()).toBeVisible();
  await expect(page.getByTestId('dealer-credits')).toHaveText('18');
  await expect(page.getByLabel('Customer Name')).toHaveValue('');
  await expect(page.getByLabel('Keychain 1 Text')).toHaveValue('');

  // Buy 10 credits in the simulated checkout.
  await page.getByRole('link', { name: 'Buy Credits' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decrease credits' })).toBeDisabled();
  await expect(page.getByTestId('credits-total')).toHaveText('₹1,300');
  await screens(page, 'dealer-purchase-credits');
  await page.getByRole('button', { name: 'Purchase 10 Credits' }).click();
  const complete = page.getByRole('region', { name: 'Complete Payment' });
  await complete.getByRole('button', { name: 'Pay ₹1,300' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('simulated-amount')).toHaveText('₹1,300');
  await screens(page, 'dealer-simulated-checkout');
  await sheet.getByRole('button', { name: 'Pay ₹1,300' }).click();
  await expect(page).toHaveURL(/\/dealer-dashboard$/);
  await expect(page.getByTestId('dealer-credits')).toHaveText('28');

  // After buying credits, an order for 3 keychains drops the balance by 3.
  await page.getByRole('link', { name: 'Create Order' }).click();
  await expect(page.getByRole('heading', { name: 'Create Keychain Order' })).toBeVisible();
  await page.getByLabel('Customer Name').fill('Kabir Rao');
  await page.getByLabel('Email').fill('kabir@example.in');
  await page.getByLabel('Phone').fill('9123456780');
  await page.getByLabel('Address Line 1').fill('4 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('State').selectOption('West Bengal');
  await page.getByLabel('PIN Code').fill('700016');
  for (const [i, text] of ['Kabir', 'Tara'].entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add Another Keychain' }).click();
    await page.getByLabel(`Keychain ${i + 1} Text`).fill(text);
  }
  // The saved design becomes the third keychain, font and colour included.
  await page.getByRole('button', { name: 'Use design Ravi' }).click();
  await expect(page.getByLabel('Keychain 3 Text')).toHaveValue('Ravi');
  await expect(page.getByRole('radiogroup', { name: 'Keychain 3 font' }).getByRole('radio', { name: 'Pacifico' })).toBeChecked();
  await page.getByRole('complementary', { name: 'Order Summary' }).getByRole('button', { name: 'Create Order' }).click();
  await expect(page.getByText(/Order #\d+ has been placed\. 3 credits deducted\./).first()).toBeVisible();
  await expect(page.getByTestId('dealer-credits')).toHaveText('25');
  // Deleting a saved design asks first.
  await page.getByRole('button', { name: 'Delete design Ravi' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Designs you save with “Save design”')).toBeVisible();
  await context.close();

  // The admin sees the dealer order with the dealer marker.
  await admin.reload();
  await expect(admin.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await expect(admin.getByText('Meera Iyer').first()).toBeVisible();
  await admin.screenshot({ path: 'test-results/screens/admin-orders-dealer-order-1280.png', fullPage: true });
  await expect(admin.getByText(`Dealer order · ${DEALER.businessName}`).first()).toBeVisible();
  await expect(admin.getByText('Meera Iyer').first()).toBeVisible();
  await expect(admin.getByText('Kabir Rao').first()).toBeVisible();

  // A forgotten PIN: after a confirmation the admin gets a new one-time code for the dealer.
  await admin.getByRole('tab', { name: 'Dealers' }).click();
  await card.getByRole('button', { name: `Reset PIN for ${DEALER.businessName}` }).click();
  const reset = admin.getByRole('dialog', { name: 'Reset PIN' });
  await expect(reset.getByText('signed out on every device')).toBeVisible();
  await reset.getByRole('button', { name: 'Reset PIN' }).click();
  const resetDone = admin.getByRole('dialog', { name: 'PIN Reset' });
  const newCode = (await resetDone.getByLabel('Setup code').textContent())!.trim();
  expect(newCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  expect(newCode).not.toBe(shownCode);
  await resetDone.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Awaiting first login')).toBeVisible();
  await admin.close();
});
