/**
 * The development OpenID Connect issuer (docs/deploy.md#environment-variables, docs/decisions/015):
 * when no OIDC_* variables are set, `oidc-provider` runs inside this server under /oidc with one
 * client (our own callback), PKCE required, an in-memory store and a "Choose a test account" page,
 * so the real sign-in code (openid-client) runs end to end on a bare machine and in tests.
 *
 * oidc-provider is a Koa app: requests under /oidc are hijacked in an onRequest hook (before
 * Fastify reads a body, since the issuer parses its own form posts) and handed to it with the
 * prefix stripped and `originalUrl` kept, which is how it learns its mount path. Helmet has
 * already set its headers on the raw response by then, so the CSP applies to these pages too.
 */
import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Provider as ProviderType, KoaContextLike } from 'oidc-provider';
import type { Config } from '../env';
import { MemoryAdapter } from './memory-adapter';
import { renderAccountChooser, renderIssuerError } from './pages';
import { findTestAccount } from './test-accounts';

/** Where the issuer is mounted. */
export const DEV_ISSUER_PATH = '/oidc';
/** The one registered client. */
export const DEV_CLIENT_ID = 'chaabi-dev';
/** Our callback path (the client's only redirect_uri, on the issuer's own origin). */
export const AUTH_CALLBACK_PATH = '/api/auth/callback';

/** The client secret, derived from SESSION_SECRET so nothing else needs configuring. */
export function devClientSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('chaabi-dev-oidc-client').digest('base64url');
}

/** The origin (scheme://host[:port]) a request reached us on, or PUBLIC_URL's when set. */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/** The issuer identifier for an origin. */
export function devIssuerUrl(origin: string): string {
  return `${origin}${DEV_ISSUER_PATH}`;
}

// One provider per origin (the issuer identifier is fixed at construction; a dev server is
// reached as localhost, 127.0.0.1 or a LAN address). Capped so a forged Host cannot grow it.
const MAX_ORIGINS = 8;

/** Mounts the development issuer on the app; its secrets derive from `config.sessionSecret`. */
export function installDevIssuer(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'sessionSecret' | 'isProduction' | 'publicUrl'> },
): void {
  const providers = new Map<string, Promise<ProviderType>>();
  const cookieKey = createHmac('sha256', config.sessionSecret).update('chaabi-dev-oidc-cookies').digest('base64url');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'ES256', kid: 'chaabi-dev-1' };

  const providerFor = (origin: string): Promise<ProviderType> => {
    let provider = providers.get(origin);
    if (!provider) {
      if (providers.size >= MAX_ORIGINS) providers.delete(providers.keys().next().value!);
      provider = createProvider(origin);
      providers.set(origin, provider);
      provider.catch(() => providers.delete(origin));
    }
    return provider;
  };

  const createProvider = async (origin: string): Promise<ProviderType> => {
    const { default: Provider } = await import('oidc-provider');
    const provider = new Provider(devIssuerUrl(origin), {
      adapter: MemoryAdapter,
      jwks: { keys: [signingKey] },
      cookies: { keys: [cookieKey] },
      clients: [
        {
          client_id: DEV_CLIENT_ID,
          client_secret: devClientSecret(config.sessionSecret),
          redirect_uris: [`${origin}${AUTH_CALLBACK_PATH}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
          id_token_signed_response_alg: 'ES256',
        },
      ],
      pkce: { required: () => true },
      scopes: ['openid', 'email', 'profile'],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'picture'] },
      // Put the scope's claims in the ID token too (Google does), so the callback needs no userinfo call.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      findAccount: (_ctx: unknown, sub: string) => {
        const account = findTestAccount(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: account.email,
            email_verified: true,
            name: `${account.givenName} ${account.familyName}`,
            given_name: account.givenName,
            family_name: account.familyName,
          }),
        };
      },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_ISSUER_PATH}/interaction/${interaction.uid}` },
      // First-party client: no consent screen; grant the requested OIDC scopes straight away.
      loadExistingGrant: async (ctx: KoaContextLike) => {
        const { client, session, result, provider: p } = ctx.oidc;
        if (!client || !session) return undefined;
        const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) return p.Grant.find(grantId);
        const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      renderError: (ctx: { type: string; body: string }, out: { error: string; error_description?: string }) => {
        ctx.type = 'html';
        ctx.body = renderIssuerError(out.error, out.error_description);
      },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    });
    provider.proxy = config.isProduction;
    // The issuer's own failures are logged at warn: a bad request to it is not our 5xx.
    provider.on('server_error', (_ctx, error) => app.log.warn({ err: error }, 'development issuer error'));
    return provider;
  };

  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '/';
    if (url !== DEV_ISSUER_PATH && !url.startsWith(`${DEV_ISSUER_PATH}/`)) return;
    const origin = requestOrigin(request, config.publicUrl);
    let provider: ProviderType;
    try {
      provider = await providerFor(origin);
    } catch (error) {
      request.log.warn({ err: error }, 'development issuer unavailable');
      return reply.code(503).send({ code: 'GATEWAY_UNAVAILABLE', message: 'Sign-in is unavailable' });
    }
    reply.hijack();
    await handleIssuerRequest(provider, request.raw, reply.raw);
  });
}

async function handleIssuerRequest(provider: ProviderType, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  const path = url.split('?')[0]!;
  const interaction = /^\/oidc\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path);
  try {
    if (interaction) {
      await handleInteraction(provider, req, res, interaction[2] ?? '');
      return;
    }
    const originalUrl = url;
    Object.assign(req, { originalUrl, url: url.slice(DEV_ISSUER_PATH.length) || '/' });
    await new Promise<void>((resolve) => {
      res.once('finish', resolve);
      res.once('close', resolve);
      provider.callback()(req, res);
    });
  } catch {
    if (!res.headersSent) sendHtml(res, 400, renderIssuerError('invalid_request', 'This sign-in attempt has expired. Please start again.'));
    else res.end();
  }
}

async function handleInteraction(provider: ProviderType, req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET' && action === '') {
    if (details.prompt.name !== 'login') {
      // Consent is granted by loadExistingGrant; any other prompt just continues.
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
      return;
    }
    sendHtml(res, 200, renderAccountChooser(details.uid));
    return;
  }
  if (req.method !== 'POST') {
    sendHtml(res, 405, renderIssuerError('invalid_request', 'Method not allowed'));
    return;
  }
  if (action === '/abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const account = findTestAccount(form.get('account') ?? '');
  if (!account) {
    sendHtml(res, 400, renderAccountChooser(details.uid, 'Choose one of the test accounts.'));
    return;
  }
  await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
}

async function readBody(req: IncomingMessage, limit = 4096): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > limit) throw new Error('form too large');
  }
  return body;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}
