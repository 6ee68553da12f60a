/** The server's configuration as the code sees it, parsed from the environment by env.ts's loadConfig. */

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
  /** ADMIN_EMAIL: the owner's sign-in e-mail (docs/product.md#staff-roles); default owner@chaabi.local. */
  adminEmail: string;
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
  /** Milliseconds between the simulated courier's tracking events (SIMULATED_COURIER_STEP_MS, default 20000). */
  simulatedCourierStepMs: number;
  /** WhatsApp Business Cloud API; unset: the simulated provider, or in production e-mail only (docs/decisions/147). */
  whatsapp: WhatsAppConfig | undefined;
  /** HMAC-SHA256 key (and handshake token) of the simulated WhatsApp provider's webhooks: random, as simulatedSecret. */
  simulatedWhatsAppSecret: string;
  /** SMTP server for order e-mails (`smtp://user:pass@host:587`, `smtps://…`); unset: mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** Where new-order alerts go; a placeholder address in the outbox when unset (no SMTP). */
  shopEmail: string;
  /** The From of every mail (default `Chaabi <SHOP_EMAIL>`). */
  mailFrom: string;
  logLevel: string;
  /** LOG_FORMAT: `auto` (pretty on a terminal, JSON otherwise), `pretty` or `json` (plugins/request-log.ts). */
  logFormat: 'auto' | 'pretty' | 'json';
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

/** The shop's WhatsApp Business number on Meta's Cloud API (docs/operations.md#connect-a-whatsapp-business-number). */
export interface WhatsAppConfig {
  /** A system user's permanent access token (WHATSAPP_TOKEN). */
  token: string;
  phoneNumberId: string;
  /** The Meta app's secret: the key of X-Hub-Signature-256 on every webhook. */
  appSecret: string;
  /** What Meta must send back in the webhook verification handshake. */
  verifyToken: string;
  /** The Graph API base with its version, no trailing slash. */
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
