import { describe, expect, it } from 'vitest';
import { ApiError } from './fetch';
import { showServerIssues } from './server-issues';

const issue400 = (issues: unknown) => new ApiError(400, 'x', { code: 'BAD_REQUEST', message: 'x', issues });

describe('showServerIssues', () => {
  it('sets the issues under the given prefixes and reports that it did', () => {
    const set: [string, string][] = [];
    const shown = showServerIssues(
      issue400([
        { path: 'address.state', message: 'PIN code 560001 is in Karnataka, not Kerala' },
        { path: 'phone', message: 'other' },
      ]),
      ['address'],
      (path, message) => set.push([path, message]),
    );
    expect(shown).toBe(true);
    expect(set).toEqual([['address.state', 'PIN code 560001 is in Karnataka, not Kerala']]);
  });

  it('ignores other statuses, bodies without issues and foreign errors', () => {
    const set = (): void => {
      throw new Error('must not be called');
    };
    expect(showServerIssues(new ApiError(500, 'x', null), ['address'], set)).toBe(false);
    expect(showServerIssues(new ApiError(400, 'x', { message: 'x' }), ['address'], set)).toBe(false);
    expect(showServerIssues(new Error('x'), ['address'], set)).toBe(false);
    expect(showServerIssues(issue400([{ path: 'addressee', message: 'x' }]), ['address'], set)).toBe(false);
  });
});
