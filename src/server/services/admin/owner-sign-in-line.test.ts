/**
 * The first start names the owner's sign-in e-mail beside the generated password, in one record
 * that survives the log's redaction both as JSON and as pino-pretty's lines (docs/decisions/237).
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination, loggerOptions } from '../../plugins/request-log';
import { testConfig } from '../../../../tests/setup/test-db';
import { ownerSignInRecord, type OwnerSignIn } from './owner-sign-in-line';

class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += String(chunk);
    done();
  }
}

const FIRST_START: OwnerSignIn = {
  adminEmail: 'Owner@Chaabi.local',
  adminUrl: 'http://localhost:3000/admin',
  generatedPassword: 'Xq7-generated-Pw_20ch',
  adminPasswordSet: false,
  passwordFile: '/data/admin-password.json',
};

/** Logs `record` with the server's logger options to a capture, as JSON or through pino-pretty. */
function logged(record: ReturnType<typeof ownerSignInRecord>, format: 'json' | 'pretty'): string {
  const capture = new Capture();
  const stream = format === 'json' ? capture : logDestination('pretty', false, capture)!;
  const logger = pino(loggerOptions(testConfig({ LOG_LEVEL: 'info' })), stream);
  logger[record.level](record.fields, record.msg);
  return capture.text;
}

describe('the owner sign-in line', () => {
  it('names the e-mail beside the generated password, as fields and in the message', () => {
    const record = ownerSignInRecord(FIRST_START);
    expect(record.level).toBe('warn');
    expect(record.fields).toEqual({
      email: 'owner@chaabi.local',
      adminUrl: 'http://localhost:3000/admin',
      generatedPassword: 'Xq7-generated-Pw_20ch',
    });
    expect(record.msg).toContain('e-mail owner@chaabi.local, password Xq7-generated-Pw_20ch');
    expect(record.msg).toContain('shown only this once');
  });

  it('one JSON record carries both, unredacted', () => {
    const lines = logged(ownerSignInRecord(FIRST_START), 'json').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ email: 'owner@chaabi.local', generatedPassword: 'Xq7-generated-Pw_20ch' });
  });

  it("pino-pretty's lines show both", () => {
    const text = logged(ownerSignInRecord(FIRST_START), 'pretty');
    expect(text).toContain('owner@chaabi.local');
    expect(text).toContain('Xq7-generated-Pw_20ch');
    expect(text).not.toMatch(/^\{/); // lines, not JSON
  });

  it('later starts name the e-mail and where the password comes from, never a password', () => {
    const later = ownerSignInRecord({ ...FIRST_START, generatedPassword: undefined });
    expect(later).toMatchObject({ level: 'info', fields: { email: 'owner@chaabi.local' } });
    expect(later.msg).toContain('the password printed at the first start');
    expect(later.fields).not.toHaveProperty('generatedPassword');
    const set = ownerSignInRecord({ ...FIRST_START, generatedPassword: undefined, adminPasswordSet: true });
    expect(set.msg).toContain('e-mail owner@chaabi.local, the password in ADMIN_PASSWORD');
  });
});
