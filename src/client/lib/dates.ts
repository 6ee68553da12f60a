/** The shop's dates, always in India time (Asia/Kolkata), written once for every screen. */

const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const istDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO timestamp as "12 Mar 2026, 4:05 pm" in India time. */
export function formatDateTime(iso: string): string {
  return istDateTime.format(new Date(iso));
}

/** An ISO timestamp as "12 Mar 2026" in India time. */
export function formatDate(iso: string): string {
  return istDate.format(new Date(iso));
}
