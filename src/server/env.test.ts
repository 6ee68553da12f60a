import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '#tests/support/production-env';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on a bare machine with embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      adminPath: 'admin',
      databaseUrl: undefined,
      razorpay: undefined,
      // Unset: the generated one, kept hashed in the data folder (main.ts, services/admin/stored-secrets.ts).
      adminPassword: undefined,
      sessionSecretGenerated: true,
    });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  const production = { ...PRODUCTION_ENV, ADMIN_PASSWORD: 'a-long-password' };

  it.each([
    'SESSION_SECRET',
    'ADMIN_PASSWORD',
    'PIN_PEPPER',
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'PUBLIC_URL',
  ])('refuses production without %s, naming it', (name) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('starts in production with every secret set', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.adminPassword).toBe('a-long-password');
    expect(config.sessionSecretGenerated).toBe(false);
    expect(config.publicUrl).toBe('https://chaabi.example');
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'ftp://chaabi.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'chaabi.example' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses several instances (REDIS_URL) without a shared bucket, naming S3_BUCKET', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow(/S3_BUCKET: is required when REDIS_URL is set/);
    expect(() => loadConfig({ ...production, REDIS_URL: 'redis://cache:6379' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', S3_BUCKET: 'chaabi-files' }).redisUrl).toBe('redis://cache:6379');
  });

  it('takes an empty DATA_DIR as unset (./data), never the working folder itself', () => {
    expect(loadConfig({ DATA_DIR: '' }).dataDir.endsWith('data')).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['ADMIN_PATH', 'Admin Panel'],
    ['SESSION_SECRET', 'short'],
  ])('names a malformed %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('uses Redis and S3 only when REDIS_URL and S3_BUCKET are set', () => {
    const bare = loadConfig({});
    expect(bare).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'chaabi:', s3: undefined });
    const config = loadConfig({
      REDIS_URL: 'redis://cache:6379',
      REDIS_KEY_PREFIX: 'shop2:',
      S3_BUCKET: 'chaabi-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_KEY_PREFIX: 'shop2/',
    });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.redisKeyPrefix).toBe('shop2:');
    expect(config.s3).toEqual({
      bucket: 'chaabi-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      keyPrefix: 'shop2/',
    });
    // AWS with an instance role: no endpoint, no keys, virtual-hosted style.
    expect(loadConfig({ S3_BUCKET: 'chaabi-files', S3_REGION: 'ap-south-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'ap-south-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('names each malformed Redis or S3 variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379', S3_BUCKET: 'chaabi-files' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'chaabi-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_KEY_PREFIX: '../x' })).toThrow(/S3_KEY_PREFIX/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('needs both Razorpay keys together', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow('RAZORPAY_KEY_SECRET');
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' }).razorpay?.keyId).toBe('rzp_test_x');
  });

  it('uses the simulated courier unless Shiprocket is set, and then needs its token and pickup PIN (docs/decisions/053)', () => {
    expect(loadConfig({}).shiprocket).toBeUndefined();
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'ops@chaabi.in' })).toThrow(/SHIPROCKET_PASSWORD: is required/);
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'ops@chaabi.in', SHIPROCKET_PASSWORD: 'pw' })).toThrow(/SHIPROCKET_WEBHOOK_TOKEN/);
    const full = {
      SHIPROCKET_EMAIL: 'ops@chaabi.in',
      SHIPROCKET_PASSWORD: 'pw',
      SHIPROCKET_WEBHOOK_TOKEN: 'a-long-webhook-token',
      SHIPROCKET_PICKUP_PIN: '411001',
    };
    expect(() => loadConfig({ ...full, SHIPROCKET_PICKUP_PIN: '4110' })).toThrow(
      /SHIPROCKET_PICKUP_PIN: must be a 6-digit Indian PIN code/,
    );
    expect(() => loadConfig({ ...full, SHIPROCKET_EMAIL: 'not-mail' })).toThrow(/SHIPROCKET_EMAIL/);
    expect(loadConfig(full).shiprocket).toEqual({
      email: 'ops@chaabi.in',
      password: 'pw',
      webhookToken: 'a-long-webhook-token',
      pickupLocation: 'Primary',
      pickupPin: '411001',
      apiUrl: 'https://apiv2.shiprocket.in',
    });
  });

  it('keeps mail in the outbox without SMTP_URL, and needs SHOP_EMAIL with it', () => {
    const bare = loadConfig({});
    expect(bare).toMatchObject({ smtpUrl: undefined, shopEmail: 'shop@localhost', mailFrom: 'Chaabi <shop@localhost>' });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.in:587' })).toThrow(/SHOP_EMAIL: is required when SMTP_URL is set/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.in', SHOP_EMAIL: 'a@b.in' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SHOP_EMAIL: 'not an address' })).toThrow(/SHOP_EMAIL/);
    const set = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.in:465',
      SHOP_EMAIL: 'orders@chaabi.in',
      MAIL_FROM: 'Chaabi <no-reply@chaabi.in>',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.in:465',
      shopEmail: 'orders@chaabi.in',
      mailFrom: 'Chaabi <no-reply@chaabi.in>',
    });
  });

  it('trusts no proxy unless TRUST_PROXY says so (docs/architecture.md)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, ADMIN_PASSWORD: 'a-strong-password' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'loopback']);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example', '11'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });
});
