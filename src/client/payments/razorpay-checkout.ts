/**
 * Razorpay Checkout in the browser: the script is loaded once on first use (not on page load,
 * so the storefront's budget is untouched), then one modal per payment attempt. Razorpay keeps
 * its modal open after a failed attempt; we close it and settle the attempt as failed, so the
 * page's own "Retry Payment" is the one way to try again.
 */
import type { CreatePaymentResponse } from '#shared/schemas/payment';
import type { GatewayFailure, GatewayResult, GatewaySuccess } from './payment-flow';

/** The checkout script (allowed by the server's CSP). */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The payment theme colour (docs/product.md#the-shop: pink). */
export const PAYMENT_THEME_COLOR = '#ec4899';

/** The options Razorpay Checkout takes (the part we use). */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: GatewaySuccess) => void;
  modal: { ondismiss: () => void };
}

/** A Razorpay Checkout instance. */
export interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: { error: GatewayFailure }) => void): void;
}

/** The global constructor the script defines. */
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/**
 * Razorpay options for a payment from POST /api/payments/create-order (currency from the server:
 * docs/product.md#the-shop).
 */
export function buildRazorpayOptions(
  payment: CreatePaymentResponse,
  handlers: { onSuccess: (r: GatewaySuccess) => void; onDismiss: () => void },
): RazorpayOptions {
  return {
    key: payment.key,
    amount: payment.amount,
    currency: payment.currency,
    order_id: payment.orderId,
    name: payment.name,
    description: payment.description,
    prefill: payment.prefill,
    theme: { color: PAYMENT_THEME_COLOR },
    handler: handlers.onSuccess,
    modal: { ondismiss: handlers.onDismiss },
  };
}

/** What loadRazorpayScript needs from the page (a fake in tests). */
export interface ScriptHost {
  hasRazorpay(): boolean;
  appendScript(src: string, onLoad: () => void, onError: () => void): void;
}

const browserHost: ScriptHost = {
  hasRazorpay: () => typeof window !== 'undefined' && typeof window.Razorpay === 'function',
  appendScript(src, onLoad, onError) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = onLoad;
    script.onerror = () => {
      script.remove();
      onError();
    };
    document.head.appendChild(script);
  },
};

let loading: Promise<void> | null = null;

/** Loads the checkout script once; concurrent callers share the load, a failed load may be retried. */
export function loadRazorpayScript(host: ScriptHost = browserHost): Promise<void> {
  if (host.hasRazorpay()) return Promise.resolve();
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      host.appendScript(
        RAZORPAY_SCRIPT_URL,
        () => {
          if (host.hasRazorpay()) resolve();
          else {
            loading = null;
            reject(new Error('Razorpay Checkout did not define window.Razorpay'));
          }
        },
        () => {
          loading = null;
          reject(new Error('Razorpay Checkout could not be loaded'));
        },
      );
    });
  }
  return loading;
}

/** Forgets a finished load (tests only). */
export function resetRazorpayLoader(): void {
  loading = null;
}

/**
 * Opens Razorpay Checkout for one attempt and settles with its first outcome; later events of
 * the same modal are ignored.
 */
export async function openRazorpayCheckout(payment: CreatePaymentResponse, host: ScriptHost = browserHost): Promise<GatewayResult> {
  await loadRazorpayScript(host);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout is unavailable');
  return new Promise<GatewayResult>((resolve) => {
    let settled = false;
    const settle = (result: GatewayResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const rzp = new Razorpay(
      buildRazorpayOptions(payment, {
        onSuccess: (response) => settle({ kind: 'success', response }),
        onDismiss: () => settle({ kind: 'dismissed' }),
      }),
    );
    rzp.on('payment.failed', (response) => {
      settle({ kind: 'failure', error: response?.error ?? {} });
      try {
        rzp.close();
      } catch {
        // already closed
      }
    });
    rzp.open();
  });
}
