/**
 * Helmet's headers and the Content Security Policy the built client passes with zero
 * violations (docs/architecture.md "Security"): our own origin, Razorpay's checkout, WASM for
 * the geometry worker, blob workers for the 3D preview.
 *
 * The policy holds no nonce and nothing that depends on the request, so helmet runs once at start
 * and every answer gets the same header lines, set on the raw response as helmet sets them (pages
 * written straight to it, like the development sign-in issuer's, carry them too). @fastify/helmet
 * built helmet's middleware again for every request, re-parsing the policy each time
 * (docs/decisions/191).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's options for the shop; `isProduction` adds upgrade-insecure-requests. */
export function securityHeaderOptions(options: { isProduction: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The header lines helmet's middleware sets for `options`, as [name, value] pairs, computed by
 * running it once on a response that only records them.
 * @throws Error when helmet refuses the options (a malformed directive), at start.
 */
export function computeSecurityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused the security header options');
  });
  return [...headers];
}

/** Sets the shop's security headers on every answer; `isProduction` adds upgrade-insecure-requests. */
export function installSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }): void {
  const headers = computeSecurityHeaders(securityHeaderOptions(options));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
