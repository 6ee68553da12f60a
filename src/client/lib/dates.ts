/** The shop's dates, always in India time (Asia/Kolkata), written once for every screen. */

// Made on first use, not when the module loads: a page that imports this module but shows no
// date does not pay for loading ICU's locale and time-zone data (docs/decisions/098-short-tasks-after-first-paint.md).
let istDateTime: Intl.DateTimeFormat | undefined;
let istDate: Intl.DateTimeFormat | undefined;
let istTime: Intl.DateTimeFormat | undefined;
let istDayMonth: Intl.DateTimeFormat | undefined;

/** An ISO timestamp as "12 Mar 2026, 4:05 pm" in India time. */
export function formatDateTime(iso: string): string {
  istDateTime ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return istDateTime.format(new Date(iso));
}

/** An ISO timestamp as "12 Mar 2026" in India time. */
export function formatDate(iso: string): string {
  istDate ??= new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
  return istDate.format(new Date(iso));
}

/** An ISO timestamp (or a Date) as "22 Nov" in India time: a day in a short list or a chart's axis. */
export function formatDayMonth(when: string | Date): string {
  istDayMonth ??= new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' });
  return istDayMonth.format(typeof when === 'string' ? new Date(when) : when);
}

/** An ISO timestamp as "4:05:09 pm" (a reading's time of day) in India time. */
export function formatTime(iso: string): string {
  istTime ??= new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return istTime.format(new Date(iso));
}

/** An ISO timestamp's month in India as "2026-12" (YYYY-MM): the shop's clock reads India time. */
export function indianYearMonth(iso: string): string {
  // India has no daylight saving: UTC+05:30 all year.
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 7);
}
