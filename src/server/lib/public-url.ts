/**
 * Absolute links (docs/deploy.md "Environment variables"): built from PUBLIC_URL, which
 * production requires (env.ts), never from a request's Host or X-Forwarded-Host header, which
 * a client chooses. Outside production without PUBLIC_URL they point at this machine.
 */
import type { Config } from '../env';

/** The shop's origin for absolute links: PUBLIC_URL's origin, else `http://localhost:PORT`. */
function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `http://localhost:${config.port}`;
}

/** An absolute URL of a path of this shop (`/api/...` → `https://shop.example/api/...`). */
export function absoluteUrl(config: Pick<Config, 'publicUrl' | 'port'>, pathname: string): string {
  return new URL(pathname, `${publicOrigin(config)}/`).toString();
}
