/**
 * The one way component tests (src/client/**\/*.test.tsx) render the client: a fresh TanStack
 * Query client with the app's settings (docs/product.md#data-loading: no retry, never stale), the
 * toast viewport, and wouter on the browser's own location, which the test sets first so pages
 * that read `window.location` see the same URL as the router (`renderWithClient`: an in-memory
 * router instead, whose history the test reads). The network is the one fetch stub
 * (tests/support/fetch-stub.ts; `stubApi` adds the shop's default routes) answering realistic JSON
 * per route (docs/decisions/135-component-tests-through-one-render-helper.md, 138).
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthUserResponse } from '#shared/schemas/auth';
import type { ShopInfoResponse } from '#shared/schemas/business-settings';
import type { PrintabilityResponse } from '#shared/schemas/stl';
import { AUTH_USER_KEY } from '../../src/client/api/auth';
import { Toaster } from '../../src/client/components/ui/toast';
import { json, stubFetch, type Route, type StubbedCall } from './fetch-stub';
import { codAdvanceSplit, priceOrder } from '#shared/pricing';
import type { OrderQuoteResponse } from '#shared/schemas/promotion';

/** What `renderClient` returns: Testing Library's result, a user-event session and the query client. */
export interface ClientRender extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/** What `renderWithClient` returns: `renderClient`'s result and the in-memory router's history. */
export interface RoutedRender extends ClientRender {
  /** Every path (with its query) the router has been at, the starting route first (e.g. `['/dealer', '/dealer-dashboard']`). */
  history: string[];
  /** Moves the in-memory router to a path, as a link would. */
  navigate: (to: string) => void;
}

/** A query client with the app's defaults and no retries, so a failed request fails the test's query at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

interface RenderOptions {
  /** The browser's URL before the first render (default "/"). */
  path?: string;
  /** Replaces the fresh query client (to seed it before the render). */
  queryClient?: QueryClient;
  /** The session already known (a customer, or null for signed out), as after sign-in. */
  user?: AuthUserResponse | null;
}

function renderInApp(ui: ReactElement, options: RenderOptions, router?: (children: ReactNode) => ReactElement): ClientRender {
  window.history.replaceState(null, '', options.path ?? '/');
  const queryClient = options.queryClient ?? testQueryClient();
  if (options.user !== undefined) queryClient.setQueryData(AUTH_USER_KEY, options.user);
  const user = userEvent.setup();
  // A wrapper, so `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, router ? router(children) : children, createElement(Toaster));
  const result = render(ui, { wrapper });
  return { ...result, user, queryClient };
}

/**
 * Renders `ui` as the app does (main.tsx): inside a QueryClientProvider, with the Toaster beside
 * it, wouter reading the browser's own location. `path` (default "/") becomes the browser's URL
 * before the first render; `user` (a customer, or null for signed out) is the session already
 * known, so the page renders signed in from its first frame without asking GET /api/auth/session.
 */
export function renderClient(ui: ReactElement, options: RenderOptions = {}): ClientRender {
  return renderInApp(ui, options);
}

/**
 * `renderClient` with a wouter Router on an in-memory location starting at `route` (a path with an
 * optional query, `/admin?tab=orders`; default "/"), so a test reads where a click led.
 */
export function renderWithClient(ui: ReactElement, options: Omit<RenderOptions, 'path'> & { route?: string } = {}): RoutedRender {
  const location = memoryLocation({ path: options.route ?? '/', record: true });
  const result = renderInApp(ui, options, (children) =>
    createElement(Router, { hook: location.hook, searchHook: location.searchHook, children }),
  );
  return { ...result, history: location.history, navigate: location.navigate };
}

/** One request the page made (method, path, url with its query, body). */
export type ApiCall = StubbedCall;

/** A route's answer: a JSON body (status 200), `reply(status, body)`, or a function of the call. */
export type ApiRoute = Route;

/** A reply with a status other than 200 (`reply(404, { message: 'Order not found' })`; `reply(204)` has no body). */
export function reply(status: number, body?: unknown): Response {
  return json(status, body);
}

/** A built-in answer of the routes every shop page asks: signed out, checkout open, printable designs. */
export const DEFAULT_ROUTES: Record<string, ApiRoute> = {
  'GET /api/auth/session': { user: null },
  'GET /api/shop-info': shopInfo(),
  'GET /api/admin/customization-options': [],
  'POST /api/designs/printability': printable(),
  'GET /api/simple-media': [],
  'GET /api/pincodes/*': reply(404, { message: 'Unknown PIN code' }),
  'GET /api/shipping/serviceability': { serviceable: true, estimatedDeliveryDate: null, courier: null, cod: true },
  'POST /api/orders/quote': (call) => serverQuote(call.body as { quantity: number; paymentMethod?: 'online' | 'cod' }),
};

/**
 * POST /api/orders/quote as a shop without discounts answers it: the tier price, plus `codFeePaise`
 * (default ₹40) for cash on delivery, and `onlineSavingPaise` for what paying online saves.
 */
export function serverQuote(
  body: { quantity: number; paymentMethod?: 'online' | 'cod' },
  options: {
    onlineSavingPaise?: number;
    codFeePaise?: number;
    codEnabled?: boolean;
    codAdvance?: { abovePaise: number; advancePaise: number };
  } = {},
): OrderQuoteResponse {
  const paymentMethod = body.paymentMethod ?? 'online';
  const fee = options.codFeePaise ?? 4000;
  const saving = options.onlineSavingPaise ?? 0;
  const price = priceOrder({
    quantity: body.quantity,
    prepaid: saving > 0 ? { type: 'fixed', value: saving } : null,
    paymentMethod,
    codFeePaise: fee,
  });
  const codTotal = priceOrder({ quantity: body.quantity, paymentMethod: 'cod', codFeePaise: fee }).totalPaise;
  const advance = options.codAdvance ?? null;
  const split = codAdvanceSplit(codTotal, { advanceAbovePaise: advance?.abovePaise ?? null, advancePaise: advance?.advancePaise ?? null });
  return {
    ...price,
    couponCode: null,
    paymentMethod,
    onlineSavingPaise: saving,
    cod: { enabled: options.codEnabled ?? true, feePaise: fee, ...split },
  };
}

/**
 * The shop pages' network: `stubFetch` (tests/support/fetch-stub.ts) with DEFAULT_ROUTES under the
 * test's own routes, strict, so a request nothing answers fails the test.
 */
export function stubApi(routes: Record<string, ApiRoute> = {}): { calls: ApiCall[] } {
  return stubFetch({ ...DEFAULT_ROUTES, ...routes }, { strict: true });
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
