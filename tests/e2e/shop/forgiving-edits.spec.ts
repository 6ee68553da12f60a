/**
 * Forgiving edits in the customizer: lowering the quantity asks before it drops typed names,
 * "Keep them" changes nothing, and Undo brings the removed keychains back.
 */
import { expect, test } from '../support/fixtures';

test('lowering the quantity asks before it drops typed names, and Undo restores them', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.baseURL}/guest#customizer`);
  await page.getByLabel('Quantity').selectOption('3');
  const names = ['Asha', 'Ravi', 'Meera'];
  for (const [i, name] of names.entries()) await page.getByLabel(`Keychain ${i + 1} text`).fill(name);

  // Asked first; keeping them changes nothing.
  await page.getByLabel('Quantity').selectOption('1');
  const dialog = page.getByRole('alertdialog', { name: 'Remove 2 named keychains?' });
  await expect(dialog).toContainText('removes “Ravi”, “Meera”');
  await page.screenshot({ path: 'test-results/screens/quantity-confirm-375.png' });
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  await expect(page.getByLabel('Keychain 3 text')).toHaveValue('Meera');

  // Removed on confirmation, then Undo brings both back.
  await page.getByLabel('Quantity').selectOption('1');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByLabel('Keychain 2 text')).toHaveCount(0);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  for (const [i, name] of names.entries()) await expect(page.getByLabel(`Keychain ${i + 1} text`)).toHaveValue(name);

  // Blank keychains go without a question.
  await page.getByLabel('Keychain 3 text').fill('');
  await page.getByLabel('Quantity').selectOption('2');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Keychain 3 text')).toHaveCount(0);
});
