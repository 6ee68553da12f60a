import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch';
import { isValidDealerPhone, isValidPin, isValidSetupCode, loginFailureMessage, stepForPhoneCheck } from './login-rules';

function apiError(status: number, body: unknown): ApiError {
  return new ApiError(status, JSON.stringify(body), body);
}

describe('dealer login rules', () => {
  it('accepts a 10-character setup code however it is grouped or cased, and nothing else', () => {
    expect(isValidSetupCode('7K3QX-M9P2D')).toBe(true);
    expect(isValidSetupCode('7k3qx m9p2d')).toBe(true);
    expect(isValidSetupCode('OOOOO-IIIII')).toBe(true); // read as 00000-11111
    expect(isValidSetupCode('7K3QX-M9P2')).toBe(false);
    expect(isValidSetupCode('7K3QX-M9P2U')).toBe(false); // U is not in the alphabet
    expect(isValidSetupCode('')).toBe(false);
  });

  it('accepts exactly 10 phone digits', () => {
    expect(isValidDealerPhone('9876543210')).toBe(true);
    expect(isValidDealerPhone('987654321')).toBe(false);
    expect(isValidDealerPhone('98765432101')).toBe(false);
  });

  it('accepts PINs of 4 to 6 digits only', () => {
    expect(isValidPin('1234')).toBe(true);
    expect(isValidPin('123456')).toBe(true);
    expect(isValidPin('123')).toBe(false);
    expect(isValidPin('1234567')).toBe(false);
    expect(isValidPin('12a4')).toBe(false);
  });

  it('routes a phone check to not found, inactive, setup or the PIN step', () => {
    expect(stepForPhoneCheck({ exists: false, isActive: false, needsSetup: false })).toBe('not-found');
    expect(stepForPhoneCheck({ exists: true, isActive: false, needsSetup: true })).toBe('inactive');
    expect(stepForPhoneCheck({ exists: true, isActive: true, needsSetup: true })).toBe('setup');
    expect(stepForPhoneCheck({ exists: true, isActive: true, needsSetup: false })).toBe('pin');
  });

  it('shows the server message of a failed login, else Invalid PIN', () => {
    expect(loginFailureMessage(apiError(401, { success: false, message: 'Invalid PIN' }), 'Invalid PIN')).toBe('Invalid PIN');
    expect(loginFailureMessage(new ApiError(500, 'Internal', null), 'Invalid PIN')).toBe('Invalid PIN');
    expect(loginFailureMessage(new Error('offline'), 'Invalid PIN')).toBe('Invalid PIN');
  });

  it('adds the wait time to a 429 message that lacks it', () => {
    expect(loginFailureMessage(apiError(429, { message: 'Too many failed attempts.', retryAfter: 30 }), 'Invalid PIN')).toBe(
      'Too many failed attempts. Try again in 30 seconds.',
    );
    expect(loginFailureMessage(apiError(429, { message: 'Try again in 60 seconds.', retryAfter: 60 }), 'Invalid PIN')).toBe(
      'Try again in 60 seconds.',
    );
  });

  it("shows the server's lock-out wait in minutes as it is", () => {
    const body = { success: false, message: 'Too many wrong PINs. Try again in 4 minutes.', retryAfter: 240 };
    expect(loginFailureMessage(apiError(429, body), 'Invalid PIN')).toBe('Too many wrong PINs. Try again in 4 minutes.');
  });

  it('explains a disabled PIN', () => {
    expect(loginFailureMessage(apiError(423, {}), 'Invalid PIN')).toMatch(/contact admin/);
  });
});
