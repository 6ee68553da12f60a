/** Small formatters of the admin's operations views. */

/** "3 min ago", "2 h ago", or the date, for an ISO time; "never" for null. */
export function timeAgo(iso: string | null, now: number = Date.now()): string {
  if (!iso) return 'never';
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 0) return `in ${formatDuration(-seconds)}`;
  if (seconds < 10) return 'just now';
  return `${formatDuration(seconds)} ago`;
}

/** 45 → "45 s", 150 → "2 min", 7200 → "2 h", 172800 → "2 days". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  const days = Math.floor(seconds / 86_400);
  return `${days} day${days === 1 ? '' : 's'}`;
}
