/**
 * The dashboard's calendar (docs/product.md#dashboard): India days (Asia/Kolkata, UTC+05:30 all
 * year, no daylight saving) turned into instants, whatever the server's own time zone.
 */
import { daysInRange } from '#shared/schemas/admin-dashboard';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A range of India days, both counted, and the instants it covers: `start` ≤ t < `end`. */
export interface DashboardRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
const dayOf = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instants India days `from`..`to` (`YYYY-MM-DD`, both counted) cover. */
export function indiaDayRange(from: string, to: string): DashboardRange {
  return { from, to, start: new Date(dayStart(from)), end: new Date(dayStart(to) + DAY_MS) };
}

/** The range of the same number of days ending the day before `range` starts. */
export function previousRange(range: DashboardRange): DashboardRange {
  const days = daysInRange(range.from, range.to);
  const end = range.start.getTime();
  return indiaDayRange(dayOf(end - days * DAY_MS), dayOf(end - DAY_MS));
}

/** Every India day of `range`, in order (`YYYY-MM-DD`). */
export function indiaDays(range: DashboardRange): string[] {
  const days: string[] = [];
  for (let ms = range.start.getTime(); ms < range.end.getTime(); ms += DAY_MS) days.push(dayOf(ms));
  return days;
}
