/**
 * The dashboard's sales chart (uPlot, loaded with this module only, when the Dashboard tab opens):
 * net sales per India day as bars, orders as a line. The chart is a picture; the table under it
 * (dashboard-sections.tsx) carries the same figures for screen readers.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatRupees } from '#shared/money';
import type { DashboardDay } from '#shared/schemas/admin-dashboard';
import { formatDayMonth } from '../../lib/dates';

const HEIGHT = 260;
const DAY_S = 86_400;
/** "22 Nov" for an instant in seconds (India's day). */
const dayLabel = (seconds: number) => formatDayMonth(new Date(seconds * 1000));
/**
 * A scale from zero (a bar's height is its amount), below zero only when a day's refunds beat its
 * sales, and at least `least` high (₹1 = 100 paise of sales, one order).
 */
const fromZero =
  (least: number) =>
  (_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax => [Math.min(0, min ?? 0), Math.max(least, (max ?? 0) * 1.1)];

/** Draws `days` and redraws when they change or the box is resized. */
export default function SalesChart({ days }: { days: readonly DashboardDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = days.map((d) => Date.parse(`${d.date}T00:00:00+05:30`) / 1000);
    const data: uPlot.AlignedData = [x, days.map((d) => d.salesPaise), days.map((d) => d.orders)];
    const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Kolkata'),
        legend: { show: true },
        // Half a day of room each side, so the first and last bars are whole.
        scales: {
          x: { time: true, range: (_u, min, max) => [(min ?? 0) - DAY_S / 2, (max ?? 0) + DAY_S / 2] },
          y: { range: fromZero(100) },
          orders: { range: fromZero(1) },
        },
        axes: [
          // Whole India days only, as "22 Nov" (no hours, no US dates).
          { incrs: [1, 2, 7, 14, 28, 56, 91].map((n) => n * DAY_S), values: (_u, ticks) => ticks.map(dayLabel), space: 56 },
          { values: (_u, ticks) => ticks.map((t) => formatRupees(t)), size: 70 },
          { scale: 'orders', side: 1, grid: { show: false } },
        ],
        series: [
          { label: 'Day', value: (_u, v) => (v == null ? '' : dayLabel(v)) },
          {
            label: 'Sales',
            fill: 'rgba(236, 72, 153, 0.35)',
            stroke: '#db2777',
            paths: bars,
            value: (_u, v) => (v == null ? '' : formatRupees(v)),
          },
          { label: 'Orders', scale: 'orders', stroke: '#111827', width: 2 },
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" data-testid="sales-chart" />;
}
