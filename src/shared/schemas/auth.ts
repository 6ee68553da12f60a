/**
 * Customer accounts contract (docs/product.md#users-and-registry, docs/product.md#customer-calls,
 * docs/product.md#registry-access).
 */
import { z } from 'zod';
import { PostalAddress } from './contact';
import { KeychainChoiceShape } from './keychain-design';
import { REFUND_STATUSES } from './refund';
import { PageCursorParam } from './page-cursor';

/**
 * docs/product.md#users-and-registry customer statuses (rules:
 * docs/decisions/015-customer-sign-in.md).
 */
export const CUSTOMER_STATUSES = ['new', 'active', 'premium', 'vip'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A postal address on the profile. */
export const ProfileAddress = PostalAddress;

/** GET /api/auth/user and PUT /api/auth/profile response: the signed-in user. */
export const AuthUserResponse = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  address: ProfileAddress.nullable(),
  isProfileComplete: z.boolean(),
  totalOrders: z.number().int(),
  /** Rupees, decimal string. */
  totalSpent: z.string(),
  customerStatus: z.string(),
  lastOrderAt: z.string().nullable(),
  marketingConsent: z.boolean(),
  preferredLanguage: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AuthUserResponse = z.infer<typeof AuthUserResponse>;

/**
 * GET /api/auth/session: the signed-in user, or null when signed out. Always 200, so a
 * signed-out page makes no failing request (no console errors on signed-out pages).
 */
export const AuthSessionResponse = z.object({ user: AuthUserResponse.nullable() });
export type AuthSessionResponse = z.infer<typeof AuthSessionResponse>;

/** GET /api/auth/google query. */
export const SignInQuery = z.object({ returnTo: z.string().max(2048).optional() });

/** GET /api/orders/my: one order of the signed-in user (docs/product.md#customer-calls). */
export const MyOrder = z.object({
  id: z.number().int(),
  /**
   * The fulfilment status (docs/product.md#customer-calls calls it status; same value as
   * orderStatus).
   */
  status: z.string(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  /** The first keychain's text. */
  customText: z.string(),
  quantity: z.number().int(),
  /** Rupees, decimal string. */
  totalPrice: z.string(),
  createdAt: z.string(),
  keychains: z.array(KeychainChoiceShape),
  /** The tax invoice's number once the order is paid (GET /api/orders/{id}/invoice.pdf), else null. */
  invoiceNumber: z.string().nullable().default(null),
  /** The order's refunds, oldest first: amount (paise) and state (docs/product.md#refunds). */
  refunds: z
    .array(z.object({ id: z.number().int(), amountPaise: z.number().int(), status: z.enum(REFUND_STATUSES), createdAt: z.string() }))
    .default([]),
});
export type MyOrder = z.infer<typeof MyOrder>;
export const MyOrdersResponse = z.array(MyOrder);

/** One entry of GET /api/customer-registry (docs/product.md#users-and-registry). */
export const CustomerRegistryEntry = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Rupees, decimal strings. */
  lifetimeValue: z.string(),
  averageOrderValue: z.string(),
  lastOrderAt: z.string().nullable(),
  orderStats: z.object({
    totalOrders: z.number().int(),
    totalSpent: z.string(),
    customerStatus: z.string(),
  }),
});
export type CustomerRegistryEntry = z.infer<typeof CustomerRegistryEntry>;

/** Customers per page of the registry: the default and the most. */
export const DEFAULT_CUSTOMER_REGISTRY_PAGE_SIZE = 50;
export const MAX_CUSTOMER_REGISTRY_PAGE_SIZE = 200;

/**
 * GET /api/customer-registry query (docs/decisions/181-admin-lists-page-with-a-cursor.md): newest
 * first, `limit` at a time; `cursor` is the previous page's `nextCursor`; `q` finds a customer by
 * part of their name, e-mail or phone (any case).
 */
export const CustomerRegistryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_CUSTOMER_REGISTRY_PAGE_SIZE).default(DEFAULT_CUSTOMER_REGISTRY_PAGE_SIZE),
  cursor: PageCursorParam.optional(),
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
});
export type CustomerRegistryQuery = z.input<typeof CustomerRegistryQuery>;

/**
 * GET /api/customer-registry: the totals over every customer, and one page of entries, newest
 * first (admin session only, docs/product.md#registry-access).
 */
export const CustomerRegistryResponse = z.object({
  totals: z.object({
    customers: z.number().int(),
    activeCustomers: z.number().int(),
    totalOrders: z.number().int(),
    /** Rupees, decimal string. */
    totalRevenue: z.string(),
  }),
  customers: z.array(CustomerRegistryEntry),
  /** Customers matching `q` (every customer without it), on every page. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type CustomerRegistryResponse = z.infer<typeof CustomerRegistryResponse>;

/** POST /api/auth/logout response. */
export const LogoutResponse = z.object({ success: z.literal(true) });
