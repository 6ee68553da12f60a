/**
 * Puts a 400 answer's field issues (`{ code, message, issues: [{ path, message }] }`, the
 * server's error contract) on the react-hook-form fields they name, so a rule only the server
 * can check (a state that contradicts the PIN code) shows under its field.
 */
import { ApiError } from './fetch';

/**
 * Calls `setError(path, message)` for each issue of `error` whose path starts with one of
 * `prefixes` (dot paths, as react-hook-form names fields). True when at least one was set.
 */
export function showServerIssues(error: unknown, prefixes: readonly string[], setError: (path: string, message: string) => void): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const body = error.body as { issues?: unknown } | null;
  if (!body || !Array.isArray(body.issues)) return false;
  let shown = false;
  for (const issue of body.issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const path = issue.path;
    if (!prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))) continue;
    setError(path, issue.message);
    shown = true;
  }
  return shown;
}
