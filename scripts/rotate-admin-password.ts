/**
 * `npm run rotate-admin-password`: makes a new generated admin password, stores its hash in
 * DATA_DIR/admin-password.json and prints it once (docs/decisions/034-production-start.md).
 * Restart the shop afterwards: the running server keeps the old one until then, and the
 * restart signs every admin out. Has no effect while ADMIN_PASSWORD is set (that one wins). The
 * password passes the staff new-password rule (src/server/services/staff/passwords.ts) for the
 * owner's e-mail, name and the shop's brand name.
 */
import { ConfigError, loadConfig } from '../src/server/env';
import { ADMIN_PASSWORD_FILE, rotateStoredAdminPassword } from '../src/server/services/admin/stored-secrets';
import { createStaffPasswordStrength, staffPasswordProblem } from '../src/server/services/staff/passwords';

try {
  const config = loadConfig();
  const strength = createStaffPasswordStrength();
  const owner = { email: config.adminEmail, name: 'Owner', shopNames: ['Chaabi'] };
  const password = await rotateStoredAdminPassword(config.dataDir, (p) => staffPasswordProblem(strength, p, owner) === null);
  process.stdout.write(
    `New admin password (shown only this once; hash in ${config.dataDir}/${ADMIN_PASSWORD_FILE}): ${password}\n` +
      'Restart the shop (npm start) for it to take effect; every admin session ends.\n' +
      (config.adminPassword === undefined ? '' : 'Note: ADMIN_PASSWORD is set in this environment and wins over the stored password.\n'),
  );
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
