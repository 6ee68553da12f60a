/**
 * Every TanStack Query key of the client, in one place. Keys are hierarchical: a
 * domain's `all` is a prefix of each of its keys, so `invalidateQueries({ queryKey: x.all })`
 * reaches every list and detail under it, and a hook and the mutation that refreshes it can never
 * spell the key differently. Hooks pass their own `queryFn`; keys are names, not URLs.
 */
import type { OptionType } from '#shared/schemas/customization';

export const queryKeys = {
  /** The customer's session and what hangs off it. */
  auth: {
    all: ['auth'] as const,
    user: () => ['auth', 'user'] as const,
    myOrders: () => ['auth', 'my-orders'] as const,
    whatsapp: () => ['auth', 'whatsapp'] as const,
  },
  /** The admin's customer registry (GET /api/customer-registry). */
  customerRegistry: () => ['customer-registry'] as const,
  /** Saved designs of the signed-in customer, and shared links. */
  designs: {
    all: ['designs'] as const,
    mine: () => ['designs', 'mine'] as const,
    shared: (token: string) => ['designs', 'shared', token] as const,
  },
  /** Fonts and colour combinations: the admin lists (hidden ones too) and the storefront's. */
  options: {
    all: ['options'] as const,
    admin: (type: OptionType) => ['options', 'admin', type] as const,
    shop: (type: OptionType) => ['options', 'shop', type] as const,
  },
  /** Photos: the admin library and the storefront's gallery and sample photos. */
  media: {
    all: ['media'] as const,
    admin: () => ['media', 'admin'] as const,
    gallery: () => ['media', 'gallery'] as const,
    simple: () => ['media', 'simple'] as const,
  },
  /** Delivery to a PIN code (checkout) and the public tracking lookup. */
  shipping: {
    serviceability: (pin: string) => ['shipping', 'serviceability', pin] as const,
    track: (order: string, contact: string) => ['shipping', 'track', order, contact] as const,
  },
  /** The seller's details the footer and the policy pages show (GET /api/shop-info). */
  shopInfo: () => ['shop-info'] as const,
  /** Where a PIN code is (GET /api/pincodes/:pin). */
  pincode: (pin: string) => ['pincode', pin] as const,
  /** The printability guard's answer per font and text. */
  printability: (font: string, text: string) => ['printability', font, text] as const,
  /** The admin panel's own data. */
  admin: {
    session: () => ['admin', 'session'] as const,
    /** The signed-in person's second factors (GET /api/admin/me/mfa). */
    myMfa: () => ['admin', 'me', 'mfa'] as const,
    businessSettings: () => ['admin', 'business-settings'] as const,
    orders: {
      all: ['admin', 'orders'] as const,
      /** One page of the list; `params` are its filters (`OrdersParams`). */
      page: <P extends object>(params: P) => ['admin', 'orders', 'page', params] as const,
      timeline: (orderId: number) => ['admin', 'orders', 'timeline', orderId] as const,
    },
    dealers: {
      all: ['admin', 'dealers'] as const,
      list: () => ['admin', 'dealers', 'list'] as const,
      /** Prefix of one dealer's ledger and orders pages (DealerHistory appends the rest). */
      history: (dealerId: number) => ['admin', 'dealers', 'history', dealerId] as const,
    },
    categories: () => ['admin', 'categories'] as const,
    printQueue: () => ['admin', 'print-queue'] as const,
    /** Whether the Ship dialog asks for the courier and AWB (GET /api/admin/shipping/courier). */
    courierMode: () => ['admin', 'courier-mode'] as const,
    plates: {
      all: ['admin', 'plates'] as const,
      queue: () => ['admin', 'plates', 'queue'] as const,
      day: () => ['admin', 'plates', 'day'] as const,
      progress: () => ['admin', 'plates', 'progress'] as const,
      readyToShip: () => ['admin', 'plates', 'ready-to-ship'] as const,
    },
    printRoomSettings: () => ['admin', 'settings', 'print-room'] as const,
    jobs: () => ['admin', 'jobs'] as const,
    messages: (filter: { orderId?: number; channel?: string }) => ['admin', 'messages', filter] as const,
    /** The owner's Staff screen (GET /api/admin/staff). */
    staff: () => ['admin', 'staff'] as const,
    outbox: {
      all: ['admin', 'outbox'] as const,
      page: (page: number) => ['admin', 'outbox', 'page', page] as const,
      mail: (id: number | null) => ['admin', 'outbox', 'mail', id] as const,
    },
  },
  /** The signed-in dealer's portal. */
  dealer: {
    all: ['dealer'] as const,
    profile: () => ['dealer', 'profile'] as const,
    whatsapp: () => ['dealer', 'whatsapp'] as const,
    designs: () => ['dealer', 'designs'] as const,
    /** Prefix of the dealer's own ledger and orders pages. */
    history: (dealerId: number) => ['dealer', 'history', dealerId] as const,
  },
  /** Developer tools. */
  tools: {
    blenderStatus: () => ['tools', 'blender-status'] as const,
  },
} as const;
