/**
 * The generated admin password and session secret kept in the data folder
 * (docs/decisions/034-production-start.md): made once, kept hashed, the same across restarts,
 * replaced by a rotation, and never used while ADMIN_PASSWORD / SESSION_SECRET are set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../env';
import { ADMIN_PASSWORD_FILE, SESSION_SECRET_FILE, rotateStoredAdminPassword, withStoredSecrets } from './stored-secrets';
import { adminPasswordFingerprint, verifyAdminPassword } from './admin-session';

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
    expect(await verifyAdminPassword(password, first.config)).toBe(true);
    expect(await verifyAdminPassword(`${password}x`, first.config)).toBe(false);

    // A restart: nothing printed, the same password and session secret, so admin sessions stay valid.
    const second = await withStoredSecrets(loadConfig({ DATA_DIR: dir }));
    expect(second.generatedAdminPassword).toBeUndefined();
    expect(await verifyAdminPassword(password, second.config)).toBe(true);
    expect(second.config.sessionSecret).toBe(first.config.sessionSecret);
    expect(fs.statSync(path.join(dir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(adminPasswordFingerprint(second.config.sessionSecret, second.config)).toBe(
      adminPasswordFingerprint(first.config.sessionSecret, first.config),
    );
  });

  it('rotates: the old password stops working and every admin session ends (a new fingerprint)', async () => {
    const dir = dataDir();
    const before = await withStoredSecrets(loadConfig({ DATA_DIR: dir }));
    const rotated = await rotateStoredAdminPassword(dir);
    const after = await withStoredSecrets(loadConfig({ DATA_DIR: dir }));
    expect(after.generatedAdminPassword).toBeUndefined();
    expect(await verifyAdminPassword(rotated, after.config)).toBe(true);
    expect(await verifyAdminPassword(before.generatedAdminPassword!, after.config)).toBe(false);
    expect(adminPasswordFingerprint(after.config.sessionSecret, after.config)).not.toBe(
      adminPasswordFingerprint(before.config.sessionSecret, before.config),
    );
  });

  it('uses ADMIN_PASSWORD and SESSION_SECRET when set, writing nothing', async () => {
    const dir = dataDir();
    const { config, generatedAdminPassword } = await withStoredSecrets(
      loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'chosen-password', SESSION_SECRET: 's'.repeat(40) }),
    );
    expect(generatedAdminPassword).toBeUndefined();
    expect(config.adminPasswordHash).toBeUndefined();
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await verifyAdminPassword('chosen-password', config)).toBe(true);
  });

  it('refuses a hand-edited file without a hash rather than overwrite it', async () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, ADMIN_PASSWORD_FILE), '{"hash":"plain"}');
    await expect(withStoredSecrets(loadConfig({ DATA_DIR: dir }))).rejects.toThrow(/holds no argon2id hash/);
  });
});
