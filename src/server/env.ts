/**
 * Server configuration (docs/deploy.md#environment-variables). The only module that reads
 * process.env: parsed with zod once at boot; a missing or malformed variable fails with its name.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
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

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalNonEmpty.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: optionalNonEmpty.transform((v) => v ?? './data'),
    ADMIN_PASSWORD: optionalNonEmpty.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
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
    SMTP_URL: optionalNonEmpty.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    SHOP_EMAIL: optionalNonEmpty.pipe(z.email().optional()),
    MAIL_FROM: optionalNonEmpty,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
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
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET].filter(Boolean).length;
    if (razorpay === 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_SECRET'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
      });
    }
  });

/** Validated configuration with the embedded defaults filled in. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** ADMIN_PASSWORD; undefined: the generated one kept hashed in the data folder (adminPasswordHash). */
  adminPassword: string | undefined;
  /**
   * The argon2id hash of the generated admin password in DATA_DIR/admin-password.json, filled
   * in by main.ts when ADMIN_PASSWORD is unset (docs/decisions/034-production-start.md).
   */
  adminPasswordHash: string | undefined;
  adminPath: string;
  sessionSecret: string;
  /** True when SESSION_SECRET is unset: main.ts replaces the random one with DATA_DIR/session-secret. */
  sessionSecretGenerated: boolean;
  pinPepper: string;
  /** True when PIN_PEPPER is unset (development): main.ts replaces the random one with DATA_DIR's (docs/decisions/099). */
  pinPepperGenerated: boolean;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  /**
   * Key and webhook secret of the simulated gateway (offline default): random per process here,
   * replaced by main.ts with the one kept in DATA_DIR (docs/decisions/099); never a constant.
   */
  simulatedSecret: string;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  publicUrl: string | undefined;
  /** Which proxies' X-Forwarded-For to believe (Fastify `trustProxy`); false: none. */
  trustProxy: false | number | string[];
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel (several shops or test files can share one Redis). */
  redisKeyPrefix: string;
  /** S3-compatible object storage for media, fonts and generated files; undefined: DATA_DIR. */
  s3: S3Config | undefined;
  blenderPath: string | undefined;
  /** Shiprocket instead of the simulated (development) or manual (production) courier (docs/decisions/053, 099). */
  shiprocket: ShiprocketConfig | undefined;
  /** HMAC-SHA256 key of the simulated courier's tracking webhooks: random, as simulatedSecret. */
  simulatedCourierSecret: string;
  /** SMTP server for order e-mails (`smtp://user:pass@host:587`, `smtps://…`); unset: mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** Where new-order alerts go; a placeholder address in the outbox when unset (no SMTP). */
  shopEmail: string;
  /** The From of every mail (default `Chaabi <SHOP_EMAIL>`). */
  mailFrom: string;
  logLevel: string;
}

/** The absolute base of links in e-mails: PUBLIC_URL, or this machine in development. */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** The real courier's account (docs/decisions/053-shipping-provider.md). */
export interface ShiprocketConfig {
  email: string;
  password: string;
  /** The token Shiprocket sends back in `x-api-key` on every tracking webhook. */
  webhookToken: string;
  /** The pickup location's nickname in the Shiprocket panel. */
  pickupLocation: string;
  /** The pickup location's PIN code (serviceability is asked from there). */
  pickupPin: string;
  apiUrl: string;
}

/** Where files go when S3_BUCKET is set (docs/decisions/023-several-instances.md). */
export interface S3Config {
  bucket: string;
  /** Custom endpoint (MinIO, R2, s3rver…); undefined: AWS. */
  endpoint: string | undefined;
  region: string;
  /** Static keys; undefined: the AWS SDK's default chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prefix of every object key, '' or ending in '/'. */
  keyPrefix: string;
}

/** 32 random bytes as hex: the stand-in for a secret the environment did not set. */
function randomSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Thrown when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses an environment (default process.env) into a Config.
 * @throws ConfigError naming each missing or malformed variable.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    adminPassword: env.ADMIN_PASSWORD,
    adminPasswordHash: undefined,
    adminPath: env.ADMIN_PATH,
    sessionSecret: env.SESSION_SECRET ?? randomSecret(),
    sessionSecretGenerated: env.SESSION_SECRET === undefined,
    pinPepper: env.PIN_PEPPER ?? randomSecret(),
    pinPepperGenerated: env.PIN_PEPPER === undefined,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    simulatedSecret: randomSecret(),
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          keyPrefix: env.S3_KEY_PREFIX,
        }
      : undefined,
    blenderPath: env.BLENDER_PATH,
    shiprocket:
      env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD && env.SHIPROCKET_WEBHOOK_TOKEN && env.SHIPROCKET_PICKUP_PIN
        ? {
            email: env.SHIPROCKET_EMAIL,
            password: env.SHIPROCKET_PASSWORD,
            webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN,
            pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
            pickupPin: env.SHIPROCKET_PICKUP_PIN,
            apiUrl: env.SHIPROCKET_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    simulatedCourierSecret: randomSecret(),
    smtpUrl: env.SMTP_URL,
    shopEmail: env.SHOP_EMAIL ?? 'shop@localhost',
    mailFrom: env.MAIL_FROM ?? `Chaabi <${env.SHOP_EMAIL ?? 'shop@localhost'}>`,
    logLevel: env.LOG_LEVEL,
  };
}
