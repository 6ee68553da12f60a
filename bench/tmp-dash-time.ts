import { openPostgres } from '#server/db/client';
import { indiaDayRange } from '#server/services/admin/dashboard-range';
import { SALES_CHANNELS, salesByDayAndChannel, refundsByDay, customersWhoPaid, keychainsByFontAndColour } from '#server/services/admin/dashboard-sales';
import { gstFigures, dealerFigures, printRoomFigures } from '#server/services/admin/dashboard-figures';
const d = openPostgres('postgres://root@127.0.0.1:5432/chaabi_bench');
const r = indiaDayRange('2025-11-28', '2026-11-27');
const steps: [string, () => Promise<unknown>][] = [
  ['sales', () => salesByDayAndChannel(d.db, SALES_CHANNELS, r)],
  ['refunds', () => refundsByDay(d.db, r)],
  ['customers', () => customersWhoPaid(d.db, SALES_CHANNELS, r)],
  ['top', () => keychainsByFontAndColour(d.db, SALES_CHANNELS, r)],
  ['gst', () => gstFigures(d.db, r)],
  ['dealers', () => dealerFigures(d.db, r)],
  ['print', () => printRoomFigures(d.db, r)],
];
for (const [name, f] of steps) {
  const t = performance.now();
  try { await f(); console.log(name, Math.round(performance.now() - t), 'ms'); } catch (e) { console.log(name, 'FAILED', (e as Error).cause ?? e); }
}
await d.close();
