/**
 * The generated admin password and session secret kept in the data folder
 * (docs/decisions/034-production-start.md): made once, kept hashed, the same across restarts,
 * replaced by a rotation, and never used while ADMIN_PASSWORD / SESSION_SECRET are set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '#tests/support/production-env';
import { loadConfig } from '../../env';
import {
  ADMIN_PASSWORD_FILE,
  DEV_SECRETS_FILE,
  SESSION_SECRET_FILE,
  loadStoredDevSecrets,
  rotateStoredAdminPassword,
  withDevSecrets,
  withStoredSecrets,
} from './stored-secrets';
import { createStaffPasswordStrength, staffPasswordProblem, verifyStaffPassword } from '../staff/passwords';

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('secrets kept in the data folder', () => {
  it('makes the admin password once, stores only its argon2id hash (0600), and keeps it across restarts', async () => {
    const dir = dataDir();
    const first = await withStoredSecrets(loadConfig({ DATA_DIR: dir }));
    const password = first.generatedAdminPassword!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const file = path.join(dir, ADMIN_PASSWORD_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).not.toContain(password);
    expect(first.config.adminPasswordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyStaffPassword(first.config.adminPasswordHash!, password)).toBe(true);
    expect(await verifyStaffPassword(first.config.adminPasswordHash!, `${password}x`)).toBe(false);

    // A restart: nothing printed, the same password and session secret, so admin sessions stay valid.
    const second = await withStoredSecrets(loadConfig({ DATA_DIR: dir }));
    expect(second.generatedAdminPassword).toBeUndefined();
    expect(await verifyStaffPassword(second.config.adminPasswordHash!, password)).toBe(true);
    expect(second.config.sessionSecret).toBe(first.config.sessionSecret);
    expect(fs.statSync(path.join(dir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(second.config.adminPasswordHash).toBe(first.config.adminPasswordHash);
  });

  it('rotates: the old password stops working (a new hash)', async () => {
    const dir = dataDir();
    const before = await withStoredSecrets(loadConfig({ DATA_DIR: dir }));
    const rotated = await rotateStoredAdminPassword(dir);
    const after = await withStoredSecrets(loadConfig({ DATA_DIR: dir }));
    expect(after.generatedAdminPassword).toBeUndefined();
    expect(await verifyStaffPassword(after.config.adminPasswordHash!, rotated)).toBe(true);
    expect(await verifyStaffPassword(after.config.adminPasswordHash!, before.generatedAdminPassword!)).toBe(false);
    // A new hash: the owner's password is replaced at the next start (services/staff/ensure-owner.ts).
    expect(after.config.adminPasswordHash).not.toBe(before.config.adminPasswordHash);
  });

  it('draws again when the password rule turns a draw down, and a draw passes the staff password rule', async () => {
    const dir = dataDir();
    const seen: string[] = [];
    const rotated = await rotateStoredAdminPassword(dir, (p) => seen.push(p) > 2);
    expect(seen).toHaveLength(3);
    expect(rotated).toBe(seen[2]);
    await expect(rotateStoredAdminPassword(dir, () => false)).rejects.toThrow(/10 draws/);
    const strength = createStaffPasswordStrength();
    const owner = { email: 'owner@chaabi.local', name: 'Owner', shopNames: ['Chaabi'] };
    expect(staffPasswordProblem(strength, await rotateStoredAdminPassword(dir), owner)).toBeNull();
  });

  it('uses ADMIN_PASSWORD and SESSION_SECRET when set, writing neither (only the development secrets)', async () => {
    const dir = dataDir();
    const { config, generatedAdminPassword } = await withStoredSecrets(
      loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'chosen-password', SESSION_SECRET: 's'.repeat(40) }),
    );
    expect(generatedAdminPassword).toBeUndefined();
    expect(config.adminPasswordHash).toBeUndefined();
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(fs.readdirSync(dir)).toEqual([DEV_SECRETS_FILE]);
    expect(config.adminPassword).toBe('chosen-password');
  });

  it('refuses a hand-edited file without a hash rather than overwrite it', async () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, ADMIN_PASSWORD_FILE), '{"hash":"plain"}');
    await expect(withStoredSecrets(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(/holds no argon2id hash/);
  });
});

describe('development secrets (docs/decisions/099-manual-courier-and-random-dev-secrets.md)', () => {
  const production = { ...PRODUCTION_ENV, ADMIN_PASSWORD: 'a-long-password' };

  it("makes the simulated providers' secrets and the pepper once per data folder (0600), random, and keeps them", async () => {
    const dir = dataDir();
    const first = await withStoredSecrets(loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'chosen-password' }));
    const file = path.join(dir, DEV_SECRETS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = loadStoredDevSecrets(dir);
    expect(first.config.simulatedSecret).toBe(stored.simulatedGateway);
    expect(first.config.simulatedCourierSecret).toBe(stored.simulatedCourier);
    expect(first.config.simulatedWhatsAppSecret).toBe(stored.simulatedWhatsApp);
    expect(first.config.pinPepper).toBe(stored.pinPepper);
    for (const value of Object.values(stored)) expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(stored)).size).toBe(4);
    // A restart, or a second instance on the same data folder, reads the same ones.
    const again = withDevSecrets(loadConfig({ DATA_DIR: dir }));
    expect([again.simulatedSecret, again.simulatedCourierSecret, again.simulatedWhatsAppSecret, again.pinPepper]).toEqual([
      stored.simulatedGateway,
      stored.simulatedCourier,
      stored.simulatedWhatsApp,
      stored.pinPepper,
    ]);
    // Another data folder has its own.
    const other = withDevSecrets(loadConfig({ DATA_DIR: dataDir() }));
    expect(other.simulatedSecret).not.toBe(stored.simulatedGateway);
    expect(other.simulatedCourierSecret).not.toBe(stored.simulatedCourier);
    expect(other.simulatedWhatsAppSecret).not.toBe(stored.simulatedWhatsApp);
  });

  it('keeps PIN_PEPPER when set, and repairs a malformed file', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, DEV_SECRETS_FILE), '{"simulatedGateway": "short", "simulatedCourier": 7}');
    const config = withDevSecrets(loadConfig({ DATA_DIR: dir, PIN_PEPPER: 'q'.repeat(20) }));
    expect(config.pinPepper).toBe('q'.repeat(20));
    expect(config.simulatedSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadStoredDevSecrets(dir).simulatedGateway).toBe(config.simulatedSecret);
  });

  it('writes nothing in production, where no simulated provider runs', async () => {
    const dir = dataDir();
    await withStoredSecrets(loadConfig({ ...production, DATA_DIR: dir }));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
