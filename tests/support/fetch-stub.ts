// A stand-in for the network in component tests (docs/architecture.md#rooms-fences-and-tooling):
// `fetch` answers from a table of routes with realistic JSON, and every request is kept so a test
// can read what the component sent. The stub is removed when the test ends.
import { onTestFinished, vi } from 'vitest';

/** One request the component made: method, path, query, parsed JSON body (or null) and headers. */
export interface StubbedCall {
  method: string;
  path: string;
  /** Path and query, e.g. "/api/track?order=1042&contact=…". */
  url: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** What a route answers: a Response as is, anything else as a 200 JSON body. */
type Reply = Response | object | string | number | boolean | null;
/** A route's answer: a fixed reply, or a function of the request (which may wait, or throw a network error). */
export type Route = Reply | ((call: StubbedCall) => Reply | Promise<Reply>);

/** A JSON answer with a status: `json(400, { message: 'Bad phone' })`; a 204 has no body. */
export function json(status: number, body: unknown): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Whether a route key's path matches a request's path: `:name` matches any one segment, and a
 * trailing `*` any rest of the path (`/api/pincodes/*`).
 */
function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * Replaces `fetch` for the rest of the test. `routes` maps "METHOD /path" (`:name` matches any one
 * segment, a trailing `*` any rest) to a reply; an exact key wins over a pattern. A request no route
 * matches answers 404 `{message: 'No stub for …'}`, and with `strict` also logs a console.error,
 * which fails the test (tests/setup/setup-test-env.ts).
 * Answers the list of calls made, and `callsTo(key)` for one route's calls.
 */
export function stubFetch(routes: Record<string, Route>, options: { strict?: boolean } = {}) {
  const calls: StubbedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : null;
    const call: StubbedCall = {
      method,
      path: url.pathname,
      url: url.pathname + url.search,
      query: url.searchParams,
      body: text ? JSON.parse(text) : (init.body ?? null),
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const key =
      Object.keys(routes).find((k) => k === `${method} ${url.pathname}`) ??
      Object.keys(routes).find((k) => {
        const [m = '', p = ''] = k.split(' ');
        return m === method && matches(p, url.pathname);
      });
    if (key === undefined) {
      if (options.strict) console.error(`No stubbed answer for ${method} ${url.pathname}`);
      return json(404, { message: `No stub for ${method} ${url.pathname}` });
    }
    const route = routes[key];
    const reply = typeof route === 'function' ? await route(call) : route;
    // A fixed Response answers every request: each gets a copy, whose body is still unread.
    return reply instanceof Response ? reply.clone() : json(200, reply);
  });
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    calls,
    /** The calls one route key ("PATCH /api/admin/orders/:id") answered. */
    callsTo: (key: string) => {
      const [m = '', p = ''] = key.split(' ');
      return calls.filter((c) => c.method === m && matches(p, c.path));
    },
  };
}
