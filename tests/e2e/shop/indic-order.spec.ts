/**
 * An order in each of India's eight scripts, from the customizer to the batch zip
 * (docs/product.md#indic-scripts, docs/decisions/043-045): a guest types a real name in each script
 * into its own keychain, picks the script's font, adds the eight to the cart, checks out once and
 * pays in the simulated gateway; the admin downloads the print batch, which holds one STL and one
 * 3MF per keychain, each exactly the engine's shaped build of the name, and a job sheet that names
 * every text as typed (NFC). Two names are typed with precomposed nukta letters (U+09DF, U+0A59,
 * U+0A36), which NFC writes as letter + nukta. The proofs of the Devanagari, Tamil and Malayalam
 * names are saved to test-results/screens/ to be looked at.
 */
import * as hb from 'harfbuzzjs';
import fs from 'node:fs';
import { confirmedOrderId, expect, fillCheckout, signInAsAdmin, test } from '../support/fixtures';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import type { BuiltInFontName } from '../../../src/geometry/index';
import { loadBuiltInFont } from '../../../src/geometry/node-fonts';

/** What the guest types, per script, and the font the customizer offers for it. */
const NAMES: { script: string; typed: string; font: BuiltInFontName; fontName: string; proof?: string }[] = [
  { script: 'Devanagari', typed: 'क्षितिज', font: 'baloo-2', fontName: 'Baloo 2', proof: 'deva' },
  { script: 'Tamil', typed: 'கௌசல்யா', font: 'baloo-thambi-2', fontName: 'Baloo Thambi 2', proof: 'taml' },
  { script: 'Telugu', typed: 'శ్రీనివాస్', font: 'noto-sans-telugu', fontName: 'Noto Sans Telugu' },
  // য় typed as the precomposed U+09DF: NFC writes it য + ় (a composition exclusion)
  { script: 'Bengali', typed: 'প্রি\u09DFাঙ্কা', font: 'baloo-da-2', fontName: 'Baloo Da 2' },
  { script: 'Gujarati', typed: 'હાર્દિક', font: 'baloo-bhai-2', fontName: 'Baloo Bhai 2' },
  { script: 'Kannada', typed: 'ಕೀರ್ತಿ', font: 'baloo-tamma-2', fontName: 'Baloo Tamma 2' },
  { script: 'Malayalam', typed: 'സ്നേഹ', font: 'baloo-chettan-2', fontName: 'Baloo Chettan 2', proof: 'mlym' },
  // ਖ਼ and ਸ਼ typed precomposed (U+0A59, U+0A36)
  { script: 'Gurmukhi', typed: '\u0A59ੁ\u0A36ੀ', font: 'baloo-paaji-2', fontName: 'Baloo Paaji 2' },
];

test('a name in each of the eight scripts is ordered, paid and printed exactly as typed', async ({ page, context, server, geometry }) => {
  test.setTimeout(300_000);
  const names = NAMES.map((n) => ({ ...n, text: n.typed.normalize('NFC') }));
  expect(names.filter((n) => n.text !== n.typed).map((n) => n.script)).toEqual(['Bengali', 'Gurmukhi']);

  // 1. The customizer: eight keychains, each typed in its script with its script's font.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.baseURL}/guest`);
  await page.locator('#customizer').scrollIntoViewIfNeeded();
  await page.getByLabel('Quantity').selectOption(String(names.length));
  for (const [i, name] of names.entries()) {
    const n = i + 1;
    const field = page.getByLabel(`Keychain ${n} text`);
    await field.click();
    await field.pressSequentially(name.typed);
    await expect(field).toHaveValue(name.text);
    const fonts = page.getByRole('radiogroup', { name: `Keychain ${n} font` });
    // Only the fonts that draw the script are offered.
    await expect(fonts.getByRole('radio')).toHaveCount(1);
    await fonts.getByRole('radio', { name: name.fontName }).click();
    await expect(fonts.getByRole('radio', { name: name.fontName })).toBeChecked();
  }
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  await page.locator('#customizer').screenshot({ path: 'test-results/screens/indic-order-customizer-1280.png' });
  await addToCart.click();
  await expect(page.getByText('Added to cart!').first()).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Cart ${names.length} items` })
    .click();

  // 2. One checkout as a guest, paid in the simulated gateway.
  await expect(page).toHaveURL(/\/checkout/);
  for (const { text } of names) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await fillCheckout(page, { Email: 'kshitij.rao@example.in', 'Full Name': 'Kshitij Rao' });
  const placeOrder = page.getByRole('button', { name: /Place Order & Pay ₹[\d,]+/ });
  const amount = /₹[\d,]+/.exec((await placeOrder.textContent()) ?? '')![0];
  await placeOrder.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Pay ${amount}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderId = await confirmedOrderId(page);
  // The confirmation shows the server's proof of every keychain, shaped by the engine.
  for (const { text } of names) {
    const proof = page.getByRole('img', { name: `Proof of your "${text}" keychain` });
    await expect(proof).toBeVisible();
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  }
  await page.screenshot({ path: 'test-results/screens/indic-order-confirmed-1280.png', fullPage: true });

  // 3. The admin downloads the print batch.
  const admin = await context.newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(admin, server);
  await admin.getByRole('tab', { name: 'Print queue' }).click();
  await expect(admin.getByText(`#${orderId}`, { exact: true })).toBeVisible();
  await admin.getByLabel('Select all').check();
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Download batch' }).click()]);
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));

  // One STL and one 3MF per keychain, each the engine's build of the name as typed (NFC).
  const { buildKeychain, printThickening, toStl } = geometry;
  const files = Object.keys(entries).filter((path) => path.startsWith(`order-${orderId}/`) && /\.(stl|3mf)$/.test(path));
  expect(files.filter((path) => path.endsWith('.stl'))).toHaveLength(names.length);
  expect(files.filter((path) => path.endsWith('.3mf'))).toHaveLength(names.length);
  const rows = parse<Record<string, string>>(strFromU8(entries['job-sheet.csv']!), { columns: true });
  expect(rows.map((r) => r.text)).toEqual(names.map((n) => n.text));
  const sheet = strFromU8(entries['job-sheet.txt']!);
  const orderSheet = strFromU8(entries[`order-${orderId}/job-sheet.txt`]!);
  for (const [i, { text, font, proof, script }] of names.entries()) {
    const row = rows[i]!;
    expect(row, script).toMatchObject({ order: String(orderId), keychain: String(i + 1), font, status: 'ready to print' });
    expect(sheet).toContain(`"${text}" · ${font} `);
    expect(orderSheet).toContain(`${i + 1}. "${text}" · ${font} `);
    const stl = entries[row.files!];
    expect(stl, `${script}: ${row.files}`).toBeDefined();
    expect(entries[row.files!.replace(/\.stl$/, '.3mf')], script).toBeDefined();
    const engineFont = loadBuiltInFont(hb, font);
    const guard = printThickening({ text, font: engineFont, options: { maxLength: 15 } });
    expect(guard, script).toMatchObject({ printable: true, thickenMm: 0 });
    const expected = toStl(buildKeychain({ text, font: engineFont, options: { maxLength: 15 } }));
    expect(Buffer.from(stl!).equals(Buffer.from(expected)), `${script} STL is the engine's build of "${text}"`).toBe(true);
    // The proofs of three scripts, to be looked at: i-matra before its consonant, conjuncts, no dotted circles.
    expect(entries[row.proof!], script).toBeDefined();
    if (proof) fs.writeFileSync(`test-results/screens/indic-proof-${proof}.png`, entries[row.proof!]!);
  }
  expect(sheet).not.toContain('NOT GENERATED');
  await admin.close();
});
