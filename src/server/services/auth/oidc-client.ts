/**
 * The OpenID Connect relying party (openid-client 6, docs/decisions/015). With OIDC_ISSUER and
 * OIDC_CLIENT_ID set it discovers that issuer (Google in production); otherwise it talks to the
 * development issuer mounted in this same server, through `app.inject` (no network, and no need
 * to know the port we listen on). Discovery is cached per issuer in the app's own
 * `OidcDiscoveries`, built by the composition root (docs/decisions/037-composition-root.md); a
 * failure is not cached, so an issuer that was down at boot works once it is back, and the server
 * never crashes on it.
 */
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../env';
import { AUTH_CALLBACK_PATH, DEV_CLIENT_ID, devClientSecret, devIssuerUrl } from '../../dev-oidc/dev-issuer';

/** Everything a sign-in needs to talk to its issuer. */
export interface OidcTarget {
  configuration: client.Configuration;
  redirectUri: string;
  /** True for the built-in development issuer. */
  dev: boolean;
}

/** One app's discovered issuer configurations by issuer URL, owned by its services (composition-root.ts). */
export type OidcDiscoveries = Map<string, Promise<client.Configuration>>;

/** An empty discovery cache, for one app's services. */
export function createOidcDiscoveries(): OidcDiscoveries {
  return new Map();
}

function bodyText(body: client.CustomFetchOptions['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('unsupported request body for the development issuer');
}

/** A fetch that answers from this app's own routes (used for the development issuer only). */
function injectFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = { ...options.headers, host: target.host };
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      payload: bodyText(options.body),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) out.append(name, String(v));
      else if (value !== undefined) out.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

/**
 * The issuer configuration and redirect URI for a sign-in that started on `origin`, discovered
 * once into `discoveries`. `app` answers the development issuer's requests (without OIDC_* set).
 */
export async function getOidcTarget(
  discoveries: OidcDiscoveries,
  { app, config, origin }: { app: FastifyInstance; config: Pick<Config, 'oidc' | 'sessionSecret'>; origin: string },
): Promise<OidcTarget> {
  const oidc = config.oidc;
  const redirectUri = `${origin}${AUTH_CALLBACK_PATH}`;
  const issuer = oidc ? oidc.issuer : devIssuerUrl(origin);
  let pending = discoveries.get(issuer);
  if (!pending) {
    pending = oidc
      ? client.discovery(
          new URL(oidc.issuer),
          oidc.clientId,
          undefined,
          oidc.clientSecret ? client.ClientSecretPost(oidc.clientSecret) : client.None(),
          { timeout: 10 },
        )
      : client.discovery(new URL(issuer), DEV_CLIENT_ID, undefined, client.ClientSecretBasic(devClientSecret(config.sessionSecret)), {
          [client.customFetch]: injectFetch(app),
          execute: [client.allowInsecureRequests],
        });
    discoveries.set(issuer, pending);
    pending.catch(() => discoveries.delete(issuer));
  }
  return { configuration: await pending, redirectUri, dev: !oidc };
}
