/**
 * The start's line on how the owner signs in (docs/deploy.md "First sign-in and staff",
 * docs/decisions/237): the sign-in form asks for an e-mail and a password, so the line names
 * both. One log record carries both as fields (`email`, `generatedPassword`: neither name is in
 * the redacted paths of plugins/request-log.ts) and in its message, so the pretty lines of a
 * terminal and the JSON of a log file each show them together.
 */

/** What the start knows about the owner's sign-in. */
export interface OwnerSignIn {
  /** ADMIN_EMAIL, the owner's sign-in e-mail. */
  adminEmail: string;
  /** The admin panel's address, `http://localhost:PORT/ADMIN_PATH`. */
  adminUrl: string;
  /** The password this start generated (shown once), or undefined. */
  generatedPassword: string | undefined;
  /** Whether ADMIN_PASSWORD is set (the owner signs in with it). */
  adminPasswordSet: boolean;
  /** Where the generated password's hash is kept (DATA_DIR/admin-password.json). */
  passwordFile: string;
}

/** A log record: pino's level, fields and message. */
export interface SignInRecord {
  level: 'warn' | 'info';
  fields: { email: string; adminUrl: string; generatedPassword?: string };
  msg: string;
}

/** The record naming the owner's e-mail beside the password to use (the generated one on the start that made it). */
export function ownerSignInRecord(signIn: OwnerSignIn): SignInRecord {
  const email = signIn.adminEmail.trim().toLowerCase();
  const { adminUrl, generatedPassword } = signIn;
  if (generatedPassword !== undefined) {
    return {
      level: 'warn',
      fields: { email, adminUrl, generatedPassword },
      msg:
        `Owner sign-in at ${adminUrl}: e-mail ${email}, password ${generatedPassword} ` +
        `(shown only this once; kept hashed in ${signIn.passwordFile}; set ADMIN_PASSWORD or run \`npm run rotate-admin-password\` to change it)`,
    };
  }
  const password = signIn.adminPasswordSet
    ? 'the password in ADMIN_PASSWORD'
    : 'the password printed at the first start (forgotten? `npm run rotate-admin-password`)';
  return { level: 'info', fields: { email, adminUrl }, msg: `Owner sign-in at ${adminUrl}: e-mail ${email}, ${password}` };
}
