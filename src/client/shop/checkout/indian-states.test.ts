/** The State select offers exactly today's GST states and union territories. */
import { describe, expect, it } from 'vitest';
import { gstStateByName } from '#shared/gst-states';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './indian-states';

describe('State select lists', () => {
  it('lists 28 states and 8 union territories, every one a GST state', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    for (const name of [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]) expect(gstStateByName(name)?.name).toBe(name);
  });

  it('puts Telangana and Andhra Pradesh among the states and Ladakh among the union territories', () => {
    expect(INDIAN_STATES).toEqual(expect.arrayContaining(['Telangana', 'Andhra Pradesh']));
    expect(INDIAN_UNION_TERRITORIES).toEqual(expect.arrayContaining(['Ladakh', 'Dadra and Nagar Haveli and Daman and Diu']));
  });

  it('lists each in the dictionary order the select shows', () => {
    const dictionary = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect(INDIAN_STATES).toEqual(dictionary(INDIAN_STATES));
    expect(INDIAN_UNION_TERRITORIES).toEqual(dictionary(INDIAN_UNION_TERRITORIES));
    expect(INDIAN_STATES[0]).toBe('Andhra Pradesh');
    expect(INDIAN_UNION_TERRITORIES[0]).toBe('Andaman and Nicobar Islands');
  });
});
