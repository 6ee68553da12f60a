import { chromium } from 'playwright-core';
import { startServer } from './tests/e2e/support/server';
const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const p of (process.argv[2] ?? '/,/guest,/checkout,/dealer,/stl-generator').split(',')) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as any).__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration), (e as any).attribution?.[0]?.containerSrc ?? '']); }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(server.baseURL + p);
    await page.waitForTimeout(9000);
    const lt = await page.evaluate(() => (window as any).__lt as [number, number, string][]);
    const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
    const tbt = lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log(p, 'fcp', fcp, 'sum(d-50)', tbt, JSON.stringify(lt.map(([s, d]) => `${s}+${d}`)));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
