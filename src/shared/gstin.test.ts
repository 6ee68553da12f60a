import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';

describe('GSTIN check', () => {
  it('accepts a GSTIN whose mod-36 check character matches', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
  });

  it('refuses a wrong check character, a bad shape and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZX')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/15 characters/);
    const retired = `28AAPFU0939F1Z${gstinCheckCharacter('28AAPFU0939F1Z')}`;
    expect(gstinProblem(retired)).toMatch(/state code/);
  });

  it('catches every single-character typo in a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 2; i < 14; i++) {
      for (const c of alphabet) {
        if (c === valid[i]) continue;
        const typo = valid.slice(0, i) + c + valid.slice(i + 1);
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
  });
});
