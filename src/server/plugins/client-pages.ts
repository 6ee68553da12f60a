/**
 * The built client (docs/architecture.md): static assets with their cache headers, and the
 * SPA's index.html for every other non-API GET, with the admin path, the route's preloads and,
 * for visitors without a session, the prerendered first screen (docs/decisions/030).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FILE_NOT_FOUND_MESSAGE } from '../lib/file-store/provider';
import { routeDataPreloads, routeEvaluationOrder, routePreloads, type ViteManifest } from '../lib/route-preloads';
import { PRERENDERED_META, prerenderedPageFor, prerenderedPages } from '../lib/prerendered';
import { adminCookieName } from './admin-auth';
import { CUSTOMER_COOKIE } from './customer-session';
import type { Config } from '../env';
import { projectRoot } from '../lib/project-root';

/**
 * The meta tags that list a prerendered page's chunks (root-relative paths, space-separated) for
 * the boot script (src/client/boot.ts): the ones to preload after the first paint, and the ones
 * to evaluate one per task, dependencies first, before the app (decision 098).
 */
const ROUTE_CHUNKS_META = 'chaabi-route-chunks';
const EVALUATION_ORDER_META = 'chaabi-evaluation-order';

/** The built client folder (vite build output). */
export const CLIENT_DIST = path.join(projectRoot(), 'dist', 'client');

/** True for the admin panel's own page, `/{ADMIN_PATH}` (with or without a trailing slash). */
function isAdminPage(pathname: string, adminPath: string): boolean {
  return pathname.replace(/\/+$/, '') === `/${adminPath}`;
}

/**
 * index.html as served for `pathname`: read from `clientDir` (cached, read again only when a
 * rebuild changes the file), with the route's module and data preloads, the prerendered
 * fragment when one is given, and the admin path meta tag on the admin page only.
 */
function createIndexHtml(clientDir: string, adminPath: string): (pathname: string, signedOut: boolean, adminSignedOut: boolean) => string {
  const indexFile = path.join(clientDir, 'index.html');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  let indexCache: { mtimeMs: number; html: string; manifest: ViteManifest } = { mtimeMs: -1, html: '', manifest: {} };
  const prerendered = prerenderedPages(path.join(clientDir, '.prerendered'));
  return (pathname, signedOut, adminSignedOut) => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== indexCache.mtimeMs) {
        const html = fs.readFileSync(indexFile, 'utf8');
        const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest) : {};
        indexCache = { mtimeMs, html, manifest };
      }
    } catch {
      // mid-rebuild: keep serving the last good copy
    }
    // The first screen as HTML for visitors without a session (docs/decisions/030). Its
    // scripts load after it has painted, so the first paint gets the whole connection.
    const fragment = signedOut ? prerendered.fragment(prerenderedPageFor(pathname, adminPath, adminSignedOut)) : null;
    // Otherwise the app's and the route's chunks download beside the boot script. A prerendered
    // page names them instead, and the boot script preloads them all at once after the first
    // paint (docs/decisions/098-short-tasks-after-first-paint.md).
    const chunks = routePreloads(indexCache.manifest, pathname, adminPath);
    const chunkList = (files: string[]) => files.map((file) => `/${file}`).join(' ');
    const preloads = (fragment ? [] : chunks)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .concat(
        fragment && chunks.length > 0
          ? [
              `<meta name="${ROUTE_CHUNKS_META}" content="${chunkList(chunks)}" />`,
              `<meta name="${EVALUATION_ORDER_META}" content="${chunkList(routeEvaluationOrder(indexCache.manifest, pathname, adminPath))}" />`,
            ]
          : [],
      )
      .concat(routeDataPreloads(pathname).map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`))
      .concat(fragment ? [PRERENDERED_META] : [])
      // The admin path (a-z, 0-9, hyphens: env.ts) only on the admin page itself, so other pages do not publish it.
      .concat(isAdminPage(pathname, adminPath) ? [`<meta name="chaabi-admin-path" content="${adminPath}" />`] : [])
      .join('\n    ');
    const html = preloads ? indexCache.html.replace('</head>', `  ${preloads}\n  </head>`) : indexCache.html;
    return fragment ? html.replace('<div id="root"></div>', `<div id="root">${fragment}</div>`) : html;
  };
}

/**
 * Helmet's headers that only a document or a worker reads (its policy, framing, referrer,
 * opener, DNS prefetch): on a script, style sheet or font they are ~900 bytes a response and
 * change nothing, and the storefront's first load asks for some 28 such files (the first-load
 * budget of docs/architecture.md counts every byte of them). `X-Content-Type-Options`,
 * `Cross-Origin-Resource-Policy` and HSTS stay: they apply to any response.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A worker's script (`geometry.worker-….js`): its CSP governs the worker, so it keeps every header. */
function isWorkerScript(filePath: string): boolean {
  return /\.worker-[\w-]+\.js$/.test(path.basename(filePath));
}

/**
 * Serves the built SPA from `clientDir`: static assets (precompressed, hashed ones immutable),
 * and index.html for every other non-API GET or HEAD, whatever the Accept-Encoding (identity,
 * absent, gzip, br); API paths and missing files answer 404 JSON (docs/architecture.md#every-client).
 */
export function installClientPages(app: FastifyInstance, options: { clientDir: string; config: Config }): void {
  const { clientDir, config } = options;
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const indexHtml = createIndexHtml(clientDir, config.adminPath);
  if (hasClient) {
    void app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // .vite/manifest.json is for the server (route preloads), not the public.
      dotfiles: 'ignore',
      // Looked up per request, so a rebuild under a running server serves its new files.
      wildcard: true,
      // Files only: a folder (`/`, `/assets/`) falls through to the pages below, so `/` is the
      // shop's page whatever the client's Accept-Encoding (without one, the plugin answered 403).
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // dist/client/**/*.{br,gz} written by scripts/precompress.ts at build.
      preCompressed: true,
      // Our own Cache-Control: the plugin's default (max-age=0) overwrote the one set here.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // @fastify/static hands over reply.raw (typed narrower); static-delivery.test.ts holds it.
        const raw = res as unknown as Pick<ServerResponse, 'removeHeader'>;
        if (hashed && !isWorkerScript(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    // HEAD is a GET without its body (RFC 9110 §9.3.2): monitors ask pages with it.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || url.startsWith('/api/') || url === '/api' || !hasClient) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Route ${request.method} ${url} not found` });
    }
    if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.html')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: FILE_NOT_FOUND_MESSAGE });
    }
    const signedOut = request.cookies[CUSTOMER_COOKIE] === undefined;
    const adminSignedOut = request.cookies[adminCookieName(config)] === undefined;
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(indexHtml(url, signedOut, adminSignedOut));
  });
}
