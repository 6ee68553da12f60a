/**
 * The client's fetch wrapper (docs/product.md#client-conventions, docs/product.md#error-format):
 * credentials always sent, JSON bodies with a JSON content type, and every non-OK answer becomes an
 * Error whose message is "{status}: {body text or status text}".
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
    if (this.body && typeof this.body === 'object' && 'message' in this.body && typeof this.body.message === 'string') {
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

/**
 * POSTs a multipart form with upload progress (fetch cannot report it), credentials included.
 * Resolves with the parsed JSON; rejects with an ApiError like apiRequest, or an Error when the
 * request never reached the server. `onProgress` gets the sent fraction, 0..1.
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText, body));
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server.'));
    xhr.send(form);
  });
}
