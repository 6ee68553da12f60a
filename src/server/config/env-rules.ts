/**
 * Rules between environment variables (docs/deploy.md#environment-variables): what production
 * requires, and the variables that only work together. Each broken rule is an issue on the
 * variable to fix, so loadConfig's error names it.
 */
import type { z } from 'zod';
import type { Env } from './env-schema';

/** Adds an issue to `ctx` for each rule `env` breaks (used as the schema's superRefine). */
export function checkEnvCombinations(env: Env, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production') {
    for (const name of ['SESSION_SECRET', 'ADMIN_PASSWORD', 'PIN_PEPPER'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
    }
    // The simulated gateway lets anyone "pay": production takes real Razorpay keys
    // (docs/decisions/008-simulated-gateway.md).
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
    }
    // Every absolute link (share pages' og:image, sign-in callbacks) is built from it, never
    // from a request's Host header (docs/deploy.md "Environment variables").
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production (the https:// address shoppers use)',
      });
    }
  }
  // Several instances share Redis; a file written to one instance's disk would be missing on
  // the others, so they must share a bucket too (docs/deploy.md "Several instances").
  if (env.REDIS_URL && !env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required when REDIS_URL is set (several instances must share uploaded fonts and photos through S3)',
    });
  }
  // With SMTP the shop's new-order alerts must go somewhere real.
  if (env.SMTP_URL && !env.SHOP_EMAIL) {
    ctx.addIssue({ code: 'custom', path: ['SHOP_EMAIL'], message: 'is required when SMTP_URL is set (new-order alerts go there)' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
  // Shiprocket (docs/decisions/053): login, the webhook token it sends back and the pickup PIN go together.
  if (env.SHIPROCKET_EMAIL || env.SHIPROCKET_PASSWORD) {
    for (const name of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN', 'SHIPROCKET_PICKUP_PIN'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SHIPROCKET_EMAIL or SHIPROCKET_PASSWORD is set' });
    }
  }
  // WhatsApp Business Cloud API (docs/decisions/147-messaging-provider.md): sending, webhook signature and handshake go together.
  const whatsapp = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;
  if (whatsapp.some((name) => env[name])) {
    for (const name of whatsapp) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when any WHATSAPP_* credential is set' });
    }
  }
  const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET].filter(Boolean).length;
  if (razorpay === 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['RAZORPAY_KEY_SECRET'],
      message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    });
  }
}
