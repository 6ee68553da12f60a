/**
 * Which WhatsApp provider runs (docs/decisions/147-messaging-provider.md): the Cloud API with
 * every WHATSAPP_* set, none in production without them (e-mail only, said at start), the
 * simulation in development; the variables go together.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';
import { testConfig } from '../../../../tests/setup/test-db';
import { chooseMessagingProvider, messagingStartLine } from './choose-messaging';

const CREDENTIALS = {
  WHATSAPP_TOKEN: 'EAAG-test-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret-0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
};

describe('chooseMessagingProvider', () => {
  it("uses Meta's Cloud API with the credentials", () => {
    const provider = chooseMessagingProvider(testConfig(CREDENTIALS));
    expect(provider?.name).toBe('whatsapp-cloud');
    expect(provider?.appSecret).toBe(CREDENTIALS.WHATSAPP_APP_SECRET);
    expect(messagingStartLine(provider)).toContain('/api/whatsapp/webhook');
  });

  it('runs none in production without them, and says e-mail only at start', () => {
    const provider = chooseMessagingProvider({ ...testConfig(), isProduction: true, whatsapp: undefined });
    expect(provider).toBeUndefined();
    expect(messagingStartLine(provider)).toMatch(/not connected.*e-mail only/);
  });

  it('simulates in development, signing with the data folder secret (never a constant)', () => {
    const a = chooseMessagingProvider(testConfig());
    const b = chooseMessagingProvider(testConfig());
    expect(a?.name).toBe('simulated');
    expect(a?.appSecret).not.toBe(b?.appSecret);
    expect(messagingStartLine(a)).toMatch(/simulated/);
  });

  it('refuses a partial set of WHATSAPP_* at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', WHATSAPP_TOKEN: 'EAAG-test-token' })).toThrow(/WHATSAPP_APP_SECRET/);
  });
});
