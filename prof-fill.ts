import { chromium } from 'playwright-core';
import { startServer } from './tests/e2e/support/server';
const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const wait of [0, 6000]) {
    const page = await browser.newPage();
    await page.goto(server.baseURL + '/guest');
    await page.waitForTimeout(wait);
    const t = Date.now();
    await page.getByLabel('Keychain 1 text').fill('Ravi');
    console.log('fill took', Date.now() - t);
    await page.waitForTimeout(3000);
    console.log('wait', wait, 'value', await page.getByLabel('Keychain 1 text').inputValue(), 'buy enabled', await page.getByRole('button', { name: 'Buy Now' }).isEnabled());
    await page.close();
  }
} finally { await browser.close(); await server.stop(); }
