/**
 * The Cloud API provider against a stand-in for graph.facebook.com on loopback: the request is
 * Meta's template message with the bearer token; Meta's "not on WhatsApp" is permanent (the
 * e-mail carries the news), a 5xx or a dropped connection is retried.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppCloudProvider } from './cloud-api-messaging';
import { MessagingError } from './provider';

let server: http.Server;
let apiUrl: string;
const received: { url: string; auth: string | undefined; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) as unknown });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  new WhatsAppCloudProvider({
    token: 'test-token-123',
    phoneNumberId: '1234567890',
    appSecret: 'a'.repeat(32),
    verifyToken: 'v'.repeat(16),
    apiUrl,
  });
const message = {
  to: '919876543210',
  template: 'order_shipped',
  language: 'hi',
  params: ['Asha', '12', 'Delhivery', 'AWB1', 'https://x/track'],
};

describe('WhatsAppCloudProvider', () => {
  it("posts Meta's template message with the bearer token and answers the message id", async () => {
    answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgM' }] } };
    await expect(provider().sendTemplate(message)).resolves.toEqual({ providerMessageId: 'wamid.HBgM' });
    const last = received.at(-1)!;
    expect(last.url).toBe('/v21.0/1234567890/messages');
    expect(last.auth).toBe('Bearer test-token-123');
    expect(last.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('makes "not on WhatsApp" (131026) and a rejected template (132001) permanent', async () => {
    for (const code of [131026, 132001, 131047]) {
      answer = { status: 400, body: { error: { code, message: 'refused', error_data: { details: `details ${code}` } } } };
      const error = await provider()
        .sendTemplate(message)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MessagingError);
      expect(error).toMatchObject({ permanent: true, code: String(code) });
      expect((error as Error).message).toContain(`details ${code}`);
    }
  });

  it('retries a rate limit, a 5xx and an unreachable API', async () => {
    answer = { status: 429, body: { error: { code: 130429, message: 'Rate limit hit' } } };
    await expect(provider().sendTemplate(message)).rejects.toMatchObject({ permanent: false });
    answer = { status: 503, body: {} };
    await expect(provider().sendTemplate(message)).rejects.toMatchObject({ permanent: false });
    const down = new WhatsAppCloudProvider({
      token: 't',
      phoneNumberId: '1',
      appSecret: 'a'.repeat(32),
      verifyToken: 'v'.repeat(16),
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(down.sendTemplate(message)).rejects.toMatchObject({ permanent: false, message: expect.stringMatching(/unreachable/) });
  });
});
