/**
 * Server configuration (docs/deploy.md#environment-variables). The only module that reads
 * process.env: parsed with zod once at boot; a missing or malformed variable fails with its name.
 * The variables' forms are in config/env-schema.ts, the rules between them in config/env-rules.ts,
 * and the Config they become in config/config.ts.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config/config';
import { checkEnvCombinations } from './config/env-rules';
import { EnvFields } from './config/env-schema';

export { publicBaseUrl, type Config, type S3Config, type ShiprocketConfig, type WhatsAppConfig } from './config/config';

const EnvSchema = EnvFields.superRefine(checkEnvCombinations);

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
    adminEmail: env.ADMIN_EMAIL,
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
    simulatedCourierStepMs: env.SIMULATED_COURIER_STEP_MS,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: env.WHATSAPP_APP_SECRET,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN,
            apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    simulatedWhatsAppSecret: randomSecret(),
    smtpUrl: env.SMTP_URL,
    shopEmail: env.SHOP_EMAIL ?? 'shop@localhost',
    mailFrom: env.MAIL_FROM ?? `Chaabi <${env.SHOP_EMAIL ?? 'shop@localhost'}>`,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
  };
}
