/**
 * The security headers (plugins/security-headers.ts, docs/decisions/191): computed once at start,
 * they are still exactly the lines helmet set per request before, on JSON answers, on 404s and
 * on pages written straight to the raw response.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './security-headers';

/** What @fastify/helmet with the shop's options set on every answer outside production. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self' 'wasm-unsafe-eval' https://checkout.razorpay.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com;frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com;worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function appWith(isProduction: boolean) {
  const app = Fastify({ logger: false });
  installSecurityHeaders(app, { isProduction });
  app.get('/json', async () => ({ ok: true }));
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/html' });
    reply.raw.end('<p>written to the socket</p>');
  });
  await app.ready();
  return app;
}

function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name in EXPECTED || name === 'x-powered-by'));
}

describe('security headers', () => {
  it('puts exactly helmet’s lines on a JSON answer, a 404 and a page written to the raw response', async () => {
    const app = await appWith(false);
    for (const url of ['/json', '/missing', '/raw']) {
      const res = await app.inject({ method: 'GET', url });
      expect(securityHeadersOf(res.headers), url).toEqual(EXPECTED);
    }
    await app.close();
  });

  it('gives every request the same lines (nothing carried over from one answer to the next)', async () => {
    const app = await appWith(false);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/json' })));
    for (const res of answers) expect(securityHeadersOf(res.headers)).toEqual(EXPECTED);
    await app.close();
  });

  it('adds upgrade-insecure-requests to the policy in production', async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: 'GET', url: '/json' });
    const directives = String(res.headers['content-security-policy']).split(';');
    expect(directives.sort()).toEqual([...EXPECTED['content-security-policy'].split(';'), 'upgrade-insecure-requests'].sort());
    await app.close();
  });
});
