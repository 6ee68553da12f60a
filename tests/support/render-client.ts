/**
 * The one way component tests (src/client/**\/*.test.tsx) render the client: a fresh TanStack
 * Query client with the app's settings (docs/product.md#data-loading: no retry, never stale), the
 * toast viewport, and wouter on the browser's own location, which the test sets first so pages
 * that read `window.location` see the same URL as the router. The network is a stubbed `fetch`
 * (`stubApi`) answering realistic JSON per route; a call no route answers fails the test
 * (docs/decisions/135-component-tests-through-one-render-helper.md).
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AuthUserResponse } from '#shared/schemas/auth';
import type { ShopInfoResponse } from '#shared/schemas/business-settings';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import { AUTH_USER_KEY } from '../../src/client/api/auth';
import { Toaster } from '../../src/client/components/ui/toast';

/** What `renderClient` returns: Testing Library's result, a user-event session and the query client. */
export interface ClientRender extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/**
 * Renders `ui` as the app does (main.tsx): inside a QueryClientProvider, with the Toaster beside
 * it. `path` (default "/") becomes the browser's URL before the first render; `user` (a customer,
 * or null for signed out) is the session already known, as after sign-in, so the page renders
 * signed in from its first frame without asking GET /api/auth/session.
 */
export function renderClient(
  ui: ReactElement,
  options: { path?: string; queryClient?: QueryClient; user?: AuthUserResponse | null } = {},
): ClientRender {
  window.history.replaceState(null, '', options.path ?? '/');
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } },
    });
  if (options.user !== undefined) queryClient.setQueryData(AUTH_USER_KEY, options.user);
  const user = userEvent.setup();
  // A wrapper, so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children, createElement(Toaster));
  const result = render(ui, { wrapper });
  return { ...result, user, queryClient };
}

/** A stubbed answer: a status and a JSON body. */
export interface ApiReply {
  status: number;
  body?: unknown;
}

/** One request the page made. */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. "/api/track?order=1042&contact=…". */
  url: string;
  /** The parsed JSON body, or undefined. */
  body: unknown;
}

/** A route's answer: a fixed JSON body (status 200), a reply, or a function of the request. */
export type ApiRoute = unknown;

// `reply` marks its objects so a JSON body that happens to have a `status` field stays a body.
const REPLY = Symbol('reply');

/** A reply with a status other than 200 (`reply(404, { message: 'Order not found' })`). */
export function reply(status: number, body?: unknown): ApiReply {
  return { [REPLY]: true, status, body } as ApiReply;
}

function isReply(value: unknown): value is ApiReply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/** A built-in answer of the routes every shop page asks: signed out, checkout open, printable designs. */
export const DEFAULT_ROUTES: Record<string, ApiRoute> = {
  'GET /api/auth/session': { user: null },
  'GET /api/shop-info': shopInfo(),
  'GET /api/admin/customization-options': [],
  'POST /api/designs/printability': printable(),
  'GET /api/simple-media': [],
  'GET /api/pincodes/*': () => reply(404, { message: 'Unknown PIN code' }),
  'GET /api/shipping/serviceability': { serviceable: true, estimatedDeliveryDate: null, courier: null },
};

/**
 * Stubs `fetch` with routes keyed "METHOD /path" (the query ignored; a trailing `*` matches any
 * rest of the path). A route is a JSON body (200), `reply(status, body)`, or a function of the
 * call returning either. Routes not given fall back to DEFAULT_ROUTES; a request nothing answers
 * logs a console.error, which fails the test (tests/setup/setup-test-env.ts).
 */
export function stubApi(routes: Record<string, ApiRoute> = {}): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const table = { ...DEFAULT_ROUTES, ...routes };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, url: url.pathname + url.search, body };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    // An exact route wins over a wildcard one.
    const route =
      Object.entries(table).find(([pattern]) => pattern === key) ??
      Object.entries(table).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)));
    if (!route) {
      console.error(`No stubbed answer for ${key}`);
      return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 500 });
    }
    const answer: unknown = typeof route[1] === 'function' ? await (route[1] as (call: ApiCall) => unknown)(call) : route[1];
    const { status, body: replyBody } = isReply(answer) ? answer : { status: 200, body: answer };
    return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** The seller's details as GET /api/shop-info answers them (checkout open unless overridden). */
export function shopInfo(overrides: Partial<ShopInfoResponse> = {}): ShopInfoResponse {
  return {
    legalName: 'Chaabi Crafts Private Limited',
    tradeName: 'Chaabi',
    address: '12 MG Road, Bengaluru 560001',
    stateCode: '29',
    stateName: 'Karnataka',
    gstin: '29ABCDE1234F1Z5',
    email: 'hello@chaabi.in',
    phone: '9876543210',
    grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@chaabi.in', phone: '9876543211' },
    checkoutOpen: true,
    ...overrides,
  };
}

/** The guard's answer for a design that prints. */
export function printable(): PrintabilityResponse {
  return { printable: true, minStrokeMm: 1.2, letterHeightMm: 8, thickenMm: 0, warnings: [] };
}

/** A signed-in customer as GET /api/auth/session returns them. */
export function customer(overrides: Partial<AuthUserResponse> = {}): AuthUserResponse {
  return {
    id: 'user-1',
    email: 'priya@example.in',
    firstName: 'Priya',
    lastName: 'Sharma',
    profileImageUrl: null,
    phone: '9876543210',
    address: { street: '4 Lake View Road', city: 'Bengaluru', state: 'Karnataka', stateCode: '29', zipCode: '560001', country: 'India' },
    isProfileComplete: true,
    totalOrders: 2,
    totalSpent: '539.00',
    customerStatus: 'active',
    lastOrderAt: '2026-11-20T10:00:00.000Z',
    marketingConsent: false,
    preferredLanguage: 'en',
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
