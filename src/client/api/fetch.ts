/**
 * The client's fetch wrapper (spec §7 conventions, §8): credentials always sent, JSON bodies
 * with a JSON content type, and every non-OK answer becomes an Error whose message is
 * "{status}: {body text or status text}".
 */

/** An HTTP error with the spec's message format plus the parsed body when it was JSON. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** The server's `message` field when the body was our JSON error, else the raw text. */
  get serverMessage(): string {
    if (this.body && typeof this.body === 'object' && 'message' in this.body && typeof (this.body as { message: unknown }).message === 'string') {
      return (this.body as { message: string }).message;
    }
    return this.bodyText;
  }
}

/** Sends a request to our API and returns the parsed JSON (or null for an empty body). */
export async function apiRequest<T>(method: string, url: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parsed);
  return parsed as T;
}
