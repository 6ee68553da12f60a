/**
 * Secrets a single-instance shop keeps in its data folder when the environment does not set
 * them (docs/decisions/034-production-start.md):
 * - `DATA_DIR/admin-password.json`: the argon2id hash of a generated admin password. The
 *   password itself is printed once, when it is made; restarts keep it (and the admin signed
 *   in) until ADMIN_PASSWORD is set or it is rotated (`npm run rotate-admin-password`).
 * - `DATA_DIR/session-secret`: the cookie-signing secret, so a restart does not sign everyone out.
 * - `DATA_DIR/dev-secrets.json` (never in production): the simulated gateway's and the simulated
 *   courier's secrets and, without PIN_PEPPER, the development pepper, made once per data folder
 *   (docs/decisions/099-manual-courier-and-random-dev-secrets.md), so no secret is a constant in
 *   the source and instances sharing a data folder share them.
 * The files are written 0600 and replaced atomically (write, then rename).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hash, type Options } from '@node-rs/argon2';
import type { Config } from '../../env';

/** OWASP Password Storage Cheat Sheet's argon2id minimum: m = 19 MiB, t = 2, p = 1 (as for dealer PINs). */
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The file holding the generated admin password's hash. */
export const ADMIN_PASSWORD_FILE = 'admin-password.json';
/** The file holding the generated SESSION_SECRET. */
export const SESSION_SECRET_FILE = 'session-secret';
/** The file holding the development secrets of the simulated providers (and the pepper without PIN_PEPPER). */
export const DEV_SECRETS_FILE = 'dev-secrets.json';

/** What DEV_SECRETS_FILE holds: 64 hex characters each. */
export interface DevSecrets {
  simulatedGateway: string;
  simulatedCourier: string;
  simulatedWhatsApp: string;
  pinPepper: string;
}

interface StoredAdminPassword {
  algorithm: 'argon2id';
  hash: string;
  createdAt: string;
}

function writePrivate(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** A new admin password: 15 random bytes, 20 base64url characters. */
function newAdminPassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * Makes a new admin password, stores its hash in `dataDir/admin-password.json` (replacing any
 * previous one) and returns the password, which is shown once and stored nowhere else. The file's
 * `createdAt` is the process time: it runs at start, before the composition root builds the
 * shop's clock, and no rule reads it. `acceptable` (the new-password rule of
 * services/staff/passwords.ts, from `npm run rotate-admin-password`) may turn a draw down; another
 * is drawn, at most 10 times (120 random bits score 4 in practice).
 * @throws Error when 10 draws in a row are turned down.
 */
export async function rotateStoredAdminPassword(dataDir: string, acceptable: (password: string) => boolean = () => true): Promise<string> {
  let password = newAdminPassword();
  for (let draw = 1; !acceptable(password); draw += 1) {
    if (draw >= 10) throw new Error('No generated admin password passed the password rule in 10 draws');
    password = newAdminPassword();
  }
  const createdAt = new Date().toISOString();
  const stored: StoredAdminPassword = { algorithm: 'argon2id', hash: await hash(password, ARGON2_OPTIONS), createdAt };
  writePrivate(path.join(dataDir, ADMIN_PASSWORD_FILE), `${JSON.stringify(stored, null, 2)}\n`);
  return password;
}

/**
 * The stored admin password's hash, made on first use: `generated` is the new password when
 * this call made it (print it once), undefined when the file already held one.
 * @throws Error when the file exists but holds no argon2id hash (a hand-edited file is not overwritten).
 */
async function loadStoredAdminPassword(dataDir: string): Promise<{ hash: string; generated: string | undefined }> {
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  if (!fs.existsSync(file)) {
    const generated = await rotateStoredAdminPassword(dataDir);
    return { hash: readHash(file), generated };
  }
  return { hash: readHash(file), generated: undefined };
}

function readHash(file: string): string {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StoredAdminPassword>;
  if (typeof parsed.hash !== 'string' || !parsed.hash.startsWith('$argon2id$')) {
    throw new Error(`${file} holds no argon2id hash: delete it (a new admin password is made and printed) or set ADMIN_PASSWORD`);
  }
  return parsed.hash;
}

/** The session secret kept in `dataDir/session-secret`, made (64 hex characters) on first use. */
function loadStoredSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (fs.existsSync(file)) {
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32).toString('hex');
  writePrivate(file, `${secret}\n`);
  return secret;
}

const HEX_SECRET = /^[0-9a-f]{64}$/;

/**
 * The development secrets kept in `dataDir/dev-secrets.json`, made on first use (32 random bytes
 * each); a missing or malformed entry is made anew and the file rewritten.
 */
export function loadStoredDevSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, DEV_SECRETS_FILE);
  let stored: Partial<Record<keyof DevSecrets, unknown>> = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
    } catch {
      stored = {};
    }
  }
  const pick = (value: unknown) => (typeof value === 'string' && HEX_SECRET.test(value) ? value : randomBytes(32).toString('hex'));
  const secrets: DevSecrets = {
    simulatedGateway: pick(stored.simulatedGateway),
    simulatedCourier: pick(stored.simulatedCourier),
    simulatedWhatsApp: pick(stored.simulatedWhatsApp),
    pinPepper: pick(stored.pinPepper),
  };
  if ((Object.keys(secrets) as (keyof DevSecrets)[]).some((key) => stored[key] !== secrets[key])) {
    writePrivate(file, `${JSON.stringify(secrets, null, 2)}\n`);
  }
  return secrets;
}

/**
 * `config` with the simulated providers' secrets (and the pepper when PIN_PEPPER is unset) read
 * from its data folder; in production unchanged (no simulated provider runs there and PIN_PEPPER
 * is required).
 */
export function withDevSecrets(config: Config): Config {
  if (config.isProduction) return config;
  const secrets = loadStoredDevSecrets(config.dataDir);
  return {
    ...config,
    simulatedSecret: secrets.simulatedGateway,
    simulatedCourierSecret: secrets.simulatedCourier,
    simulatedWhatsAppSecret: secrets.simulatedWhatsApp,
    ...(config.pinPepperGenerated ? { pinPepper: secrets.pinPepper } : {}),
  };
}

/**
 * Fills in what the environment left unset from the data folder: the admin password's hash
 * when ADMIN_PASSWORD is unset, the session secret when SESSION_SECRET is unset, and outside
 * production the development secrets (withDevSecrets).
 * `generatedAdminPassword` is set only on the start that made the password (print it once).
 */
export async function withStoredSecrets(config: Config): Promise<{ config: Config; generatedAdminPassword: string | undefined }> {
  let result = withDevSecrets(config);
  let generatedAdminPassword: string | undefined;
  if (config.adminPassword === undefined) {
    const stored = await loadStoredAdminPassword(config.dataDir);
    result = { ...result, adminPasswordHash: stored.hash };
    generatedAdminPassword = stored.generated;
  }
  if (config.sessionSecretGenerated) result = { ...result, sessionSecret: loadStoredSessionSecret(config.dataDir) };
  return { config: result, generatedAdminPassword };
}
