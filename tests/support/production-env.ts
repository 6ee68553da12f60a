/**
 * The environment of a production start in the tests (docs/decisions/034-production-start.md,
 * docs/decisions/099-manual-courier-and-random-dev-secrets.md): every secret production asks for
 * but ADMIN_PASSWORD, which a test app keeps from testConfig (tests/setup/test-db.ts) and a test
 * of the configuration adds itself.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  PIN_PEPPER: 'p'.repeat(20),
  RAZORPAY_KEY_ID: 'rzp_test_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
  PUBLIC_URL: 'https://chaabi.example',
};
