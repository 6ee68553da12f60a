import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on a bare machine with embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      adminPath: 'admin',
      databaseUrl: undefined,
      razorpay: undefined,
      adminPasswordGenerated: true,
    });
    expect(config.adminPassword.length).toBeGreaterThanOrEqual(8);
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(40),
    ADMIN_PASSWORD: 'a-long-password',
    PIN_PEPPER: 'p'.repeat(20),
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  };

  it.each(['SESSION_SECRET', 'ADMIN_PASSWORD', 'PIN_PEPPER', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])(
    'refuses production without %s, naming it',
    (name) => {
      const env: Record<string, string> = { ...production };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    },
  );

  it('starts in production with every secret set', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.adminPasswordGenerated).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['ADMIN_PATH', 'Admin Panel'],
    ['SESSION_SECRET', 'short'],
  ])('names a malformed %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('needs both Razorpay keys together', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow('RAZORPAY_KEY_SECRET');
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' }).razorpay?.keyId).toBe('rzp_test_x');
  });

  it('keeps mail in the outbox without SMTP_URL, and needs SHOP_EMAIL with it (issue 16)', () => {
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

  it('trusts no proxy unless TRUST_PROXY says so (DESIGN.md §5)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...productionSecrets() }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'loopback']);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example', '11'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });
});

function productionSecrets(): Record<string, string> {
  return {
    SESSION_SECRET: 'x'.repeat(32),
    ADMIN_PASSWORD: 'a-strong-password',
    PIN_PEPPER: 'p'.repeat(16),
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  };
}
