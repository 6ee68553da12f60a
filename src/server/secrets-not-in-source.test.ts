/**
 * No secret is a constant of the source (docs/decisions/099-manual-courier-and-random-dev-secrets.md):
 * every secret the configuration holds is random when the environment does not set it, and no
 * source file assigns a string literal to a secret, a pepper or a webhook token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './env';

const SRC = path.join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * `secret: '…'`, `pinPepper = "…"`, `webhookToken ?? '…'`, `SECRET = \`…\`` and the like; a file's
 * name (`SESSION_SECRET_FILE = 'session-secret'`) is not a secret.
 */
const SECRET_LITERAL = /(secret|pepper|webhooktoken)(?![a-z_]*_file\b)[a-z_]*['"]?\s*(:|=|\?\?|\|\|)\s*['"`]/i;

describe('secrets in the source', () => {
  it('assigns no string literal to a secret, a pepper or a webhook token in any source file', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(SRC, file)}:${i + 1}` }))
        .filter(({ line }) => SECRET_LITERAL.test(line) || /chaabi-(simulated|development)-\w*(secret|pepper)/i.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('the pattern finds what it is meant to find', () => {
    for (const line of [
      "simulatedSecret: 'chaabi-simulated-gateway-secret',",
      'pinPepper: env.PIN_PEPPER ?? "dev-pepper",',
      'const WEBHOOK_SECRET = `abc`;',
    ]) {
      expect(SECRET_LITERAL.test(line)).toBe(true);
    }
    expect(SECRET_LITERAL.test("export const SESSION_SECRET_FILE = 'session-secret';")).toBe(false);
  });

  it('fills every secret the environment leaves unset with a new random value', () => {
    const secretsOf = (config: Config) =>
      Object.fromEntries(
        Object.entries(config).filter(([key, value]) => /secret|pepper/i.test(key) && typeof value === 'string'),
      ) as Record<string, string>;
    const first = secretsOf(loadConfig({}));
    const second = secretsOf(loadConfig({}));
    expect(Object.keys(first).sort()).toEqual([
      'pinPepper',
      'sessionSecret',
      'simulatedCourierSecret',
      'simulatedSecret',
      'simulatedWhatsAppSecret',
    ]);
    for (const [key, value] of Object.entries(first)) {
      expect(value, key).toMatch(/^[0-9a-f]{64}$/);
      expect(second[key], key).not.toBe(value);
    }
  });
});
