/**
 * The new-password rule (services/staff/passwords.ts, NIST SP 800-63B-4 §3.1.1.2): each weak
 * password is refused with its own reason, a passphrase passes, and the person's e-mail, name and
 * the shop's name count against a password only for them.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  checkNewStaffPassword,
  createStaffPasswordStrength,
  STAFF_PASSWORD_MESSAGES,
  staffPasswordProblem,
  type StaffPasswordContext,
} from './passwords';

const strength = createStaffPasswordStrength();
const priya: StaffPasswordContext = { email: 'priya.sharma@chaabi.in', name: 'Priya Sharma', shopNames: ['Chaabi', 'Tinkerloop Prints'] };
const someoneElse: StaffPasswordContext = { email: 'ops@example.com', name: 'Ops Desk', shopNames: ['Chaabi'] };

describe('staffPasswordProblem', () => {
  it.each([
    ['12 spaces', ' '.repeat(12), STAFF_PASSWORD_MESSAGES.tooShort],
    ['one letter twelve times', 'aaaaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['12 zero-width spaces', '\u200B'.repeat(12), STAFF_PASSWORD_MESSAGES.invisible],
    ['the own e-mail', 'priya.sharma@chaabi.in', STAFF_PASSWORD_MESSAGES.personal],
    ['the shop and a role', 'chaabiadmin1', STAFF_PASSWORD_MESSAGES.commonWord('chaabi')],
    ['a keyboard row', 'qwertyuiopas', 'This is similar to a commonly used password.'],
  ])('refuses %s with its reason', (_label, password, reason) => {
    expect(staffPasswordProblem(strength, password, priya)).toBe(reason);
  });

  it('refuses padding around a short password, a right-to-left override and a password over 200 characters', () => {
    expect(staffPasswordProblem(strength, '   short1!   ', priya)).toBe(STAFF_PASSWORD_MESSAGES.tooShort);
    expect(staffPasswordProblem(strength, 'violet\u202Elantern harbour', priya)).toBe(STAFF_PASSWORD_MESSAGES.invisible);
    expect(staffPasswordProblem(strength, 'violet lantern harbour '.repeat(10), priya)).toBe(STAFF_PASSWORD_MESSAGES.tooLong);
  });

  it('accepts a passphrase of unrelated words, spaces and non-Latin letters included', () => {
    expect(staffPasswordProblem(strength, 'violet lantern harbour', priya)).toBeNull();
    expect(staffPasswordProblem(strength, 'नीला पतंग समुद्र किनारा', priya)).toBeNull();
  });

  it("refuses the e-mail's local part, the name and the shop's name only for the person and shop they belong to", () => {
    for (const password of ['priya.sharma2024', 'Priya Sharma 2024', 'Tinkerloop Prints 1']) {
      expect(staffPasswordProblem(strength, password, priya), password).toBe(STAFF_PASSWORD_MESSAGES.personal);
      expect(staffPasswordProblem(strength, password, someoneElse), password).toBeNull();
    }
  });

  it('knows common Indian words that the English dictionaries miss (each of these scores 3 or 4 without them)', () => {
    const nobody: StaffPasswordContext = { email: 'x@example.com', name: 'X', shopNames: [] };
    expect(staffPasswordProblem(strength, 'jaihindbharat', nobody)).toBe(STAFF_PASSWORD_MESSAGES.commonWord('jaihind'));
    for (const password of ['radhekrishna1', 'biryanimasala', 'keychainbharat', 'mumbaiindians7']) {
      expect(staffPasswordProblem(strength, password, nobody), password).not.toBeNull();
    }
  });
});

describe('checkNewStaffPassword', () => {
  it('throws a 400 with the reason on the password field', () => {
    let caught: unknown;
    try {
      checkNewStaffPassword(strength, 'qwertyuiopas', priya);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).status).toBe(400);
    expect((caught as AppError).issues).toEqual([{ path: 'password', message: 'This is similar to a commonly used password.' }]);
  });
});
