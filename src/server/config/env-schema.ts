/**
 * The environment variables the server reads and the form of each (docs/deploy.md#environment-variables):
 * one zod field per variable, with its default. Rules between variables are in env-rules.ts;
 * env.ts parses process.env with both.
 */
import net from 'node:net';
import { z } from 'zod';

const optionalNonEmpty = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY lists. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/decisions/080-trusted-proxies.md): unset or `false` trusts nobody, so
 * X-Forwarded-For is ignored; a number trusts that many hops; a comma list trusts those
 * addresses/CIDRs (and proxy-addr's `loopback`, `linklocal`, `uniquelocal`). `true` is
 * refused: it would believe any client's forged X-Forwarded-For.
 */
const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count must be at most 10' });
      return hops;
    }
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count or a list of proxy addresses/CIDRs, not true (that trusts any client)',
      });
      return false;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length > 0) ctx.addIssue({ code: 'custom', message: `not an address or CIDR: ${bad.join(', ')}` });
    return entries;
  });

/** Each variable on its own, with its default (parsed by env.ts's loadConfig). */
export const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalNonEmpty.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalNonEmpty.transform((v) => v ?? './data'),
  ADMIN_PASSWORD: optionalNonEmpty.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address')).default('owner@chaabi.local'),
  ADMIN_PATH: z
    .string()
    .regex(/^[a-z0-9-]{3,40}$/, 'must be 3-40 lower-case letters, digits or hyphens')
    .default('admin'),
  SESSION_SECRET: optionalNonEmpty.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PIN_PEPPER: optionalNonEmpty.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  RAZORPAY_KEY_ID: optionalNonEmpty,
  RAZORPAY_KEY_SECRET: optionalNonEmpty,
  RAZORPAY_WEBHOOK_SECRET: optionalNonEmpty,
  OIDC_ISSUER: optionalNonEmpty.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalNonEmpty,
  OIDC_CLIENT_SECRET: optionalNonEmpty,
  PUBLIC_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TRUST_PROXY: TrustProxy,
  REDIS_URL: optionalNonEmpty.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1-40 letters, digits, colons, underscores or hyphens')
    .default('chaabi:'),
  S3_BUCKET: optionalNonEmpty.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
  ),
  S3_ENDPOINT: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalNonEmpty,
  S3_SECRET_ACCESS_KEY: optionalNonEmpty,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'must be empty or folder names ending in /')
    .default(''),
  BLENDER_PATH: optionalNonEmpty,
  SHIPROCKET_EMAIL: optionalNonEmpty.pipe(z.email().optional()),
  SHIPROCKET_PASSWORD: optionalNonEmpty,
  SHIPROCKET_WEBHOOK_TOKEN: optionalNonEmpty.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).max(60).default('Primary'),
  SHIPROCKET_PICKUP_PIN: optionalNonEmpty.pipe(
    z
      .string()
      .regex(/^[1-9]\d{5}$/, 'must be a 6-digit Indian PIN code')
      .optional(),
  ),
  SHIPROCKET_API_URL: z.url({ protocol: /^https?$/ }).default('https://apiv2.shiprocket.in'),
  /** Milliseconds between the simulated courier's tracking events (docs/deploy.md#environment-variables). */
  SIMULATED_COURIER_STEP_MS: z.coerce.number().int().min(100).max(86_400_000).default(20_000),
  WHATSAPP_TOKEN: optionalNonEmpty,
  WHATSAPP_PHONE_NUMBER_ID: optionalNonEmpty.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, "must be the phone number's numeric id from Meta's WhatsApp Manager")
      .optional(),
  ),
  WHATSAPP_APP_SECRET: optionalNonEmpty.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  WHATSAPP_VERIFY_TOKEN: optionalNonEmpty.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  SMTP_URL: optionalNonEmpty.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  SHOP_EMAIL: optionalNonEmpty.pipe(z.email().optional()),
  MAIL_FROM: optionalNonEmpty,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How log lines look: `auto` is pino-pretty when stdout is a terminal, JSON otherwise (docs/decisions/236). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
});

/** The variables as parsed, before the rules between them. */
export type Env = z.infer<typeof EnvFields>;
