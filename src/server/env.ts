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
    DATA_DIR: z.string().default('./data'),
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
    PUBLIC_URL: optionalNonEmpty.pipe(z.url().optional()),
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
  adminPassword: string;
  /** True when the admin password was generated at boot and must be printed once. */
  adminPasswordGenerated: boolean;
  adminPath: string;
  sessionSecret: string;
  pinPepper: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  /** Webhook secret of the simulated provider (offline default). */
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
  /** SMTP server for order e-mails (`smtp://user:pass@host:587`, `smtps://…`); unset: mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** Where new-order alerts go; a placeholder address in the outbox when unset (no SMTP). */
  shopEmail: string;
  /** The From of every mail (default `Chaabi <SHOP_EMAIL>`). */
  mailFrom: string;
  logLevel: string;
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
  const generated = env.ADMIN_PASSWORD === undefined;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    adminPassword: env.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url'),
    adminPasswordGenerated: generated,
    adminPath: env.ADMIN_PATH,
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    pinPepper: env.PIN_PEPPER ?? 'chaabi-development-pepper-not-for-production',
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    simulatedSecret: 'chaabi-simulated-gateway-secret',
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
    smtpUrl: env.SMTP_URL,
    shopEmail: env.SHOP_EMAIL ?? 'shop@localhost',
    mailFrom: env.MAIL_FROM ?? `Chaabi <${env.SHOP_EMAIL ?? 'shop@localhost'}>`,
    logLevel: env.LOG_LEVEL,
  };
}
