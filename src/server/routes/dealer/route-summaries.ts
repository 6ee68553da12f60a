/**
 * The summary of each dealer route in the API document, keyed "METHOD /path" under /api/dealer
 * (docs/decisions/128-an-api-a-newcomer-can-read.md); dealer/index.ts applies them with an onRoute hook.
 */
export const DEALER_ROUTE_SUMMARIES: Readonly<Record<string, string>> = {
  'POST /check-phone': 'The phone step: exists, active, needs first-time setup',
  'POST /login': 'Dealer sign-in: phone and PIN give a bearer token',
  'POST /setup-pin': "First PIN with the admin's one-time setup code, then signed in",
  'POST /logout': 'Dealer sign-out: revoke this token',
  'GET /profile': 'The dealer behind the token',
  'GET /transactions': "This dealer's ledger, one page, newest first",
  'GET /transactions.csv': "This dealer's whole ledger as CSV, streamed",
  'GET /invoices/:id.pdf': "One of this dealer's invoices for credits",
  'GET /orders': "This dealer's orders, one page, newest first",
  'POST /purchase-credits': 'A pending credit purchase (price computed here: quantity × ₹130)',
  'POST /create-payment-order': 'Open (or reuse) the gateway order for a pending purchase',
  'POST /verify-payment': 'Check the signature, then add the credits once',
  'POST /payment-failed': 'The browser reports a failed or abandoned payment',
  'POST /create-order': 'An order for a customer, one credit per keychain',
  'GET /designs': "The dealer's saved designs, newest first",
  'POST /designs': 'Save a design (409 past the limit)',
  'DELETE /designs/:id': 'Delete a saved design',
};
