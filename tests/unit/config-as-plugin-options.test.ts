/**
 * Configuration reaches plugins as options from the composition root, never through an app
 * decoration (docs/architecture.md#composition-root, docs/decisions/131-config-as-plugin-options.md):
 * no server module reads `app.config`, decorates `config` or declares it on FastifyInstance.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../src/server');

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The places a source reaches the configuration through the Fastify instance. */
function configThroughApp(source: string): string[] {
  const found: string[] = [];
  // A read on the instance however it is named in a plugin (`app`, `fastify`, `instance`, `request.server`).
  for (const match of source.matchAll(/\b(?:app|fastify|instance|server|scope)!?\.config\b/g)) found.push(match[0]);
  for (const match of source.matchAll(/\bdecorate\(\s*['"`]config['"`]/g)) found.push(match[0]);
  // A `config` member in a `declare module 'fastify'` augmentation of FastifyInstance.
  for (const block of source.matchAll(/interface FastifyInstance\s*\{([^}]*)\}/g)) {
    if (/^\s*(?:readonly\s+)?config\??\s*:/m.test(block[1]!)) found.push('FastifyInstance.config');
  }
  return found;
}

describe('configuration as plugin options', () => {
  it('is never read from, decorated on or declared on the Fastify instance in src/server', () => {
    const offenders = serverSources(serverRoot).flatMap((file) =>
      configThroughApp(fs.readFileSync(file, 'utf8')).map((what) => `${path.relative(serverRoot, file)}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the scan finds each way back to an app decoration, and not a route’s own `config` option', () => {
    expect(configThroughApp('secure: app.config.isProduction')).toEqual(['app.config']);
    expect(configThroughApp('request.server.config.publicUrl')).toEqual(['server.config']);
    expect(configThroughApp("app.decorate('config', config);")).toEqual(["decorate('config'"]);
    expect(configThroughApp('interface FastifyInstance {\n  services: Services;\n  config: Config;\n}')).toEqual([
      'FastifyInstance.config',
    ]);
    expect(configThroughApp("r.get('/x', { config: limited(30) }, handler); const { config } = opts; config.isProduction")).toEqual([]);
  });
});
