/** The shipped PIN code directory with today's states (docs/decisions/048-pin-code-directory.md). */
import { describe, expect, it } from 'vitest';
import { loadPincodeDirectory } from './pincode-directory';

const directory = loadPincodeDirectory();

describe('PIN code directory', () => {
  it.each([
    ['560001', 'Bengaluru', 'Karnataka', '29'],
    ['500001', 'Hyderabad', 'Telangana', '36'],
    ['194101', 'Leh', 'Ladakh', '38'],
    ['194103', 'Kargil', 'Ladakh', '38'],
    ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['396240', 'Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['110001', 'Central Delhi', 'Delhi', '07'],
    ['190001', 'Srinagar', 'Jammu and Kashmir', '01'],
    ['520001', 'Krishna', 'Andhra Pradesh', '37'],
    ['492001', 'Raipur', 'Chhattisgarh', '22'],
    ['744101', 'South Andaman', 'Andaman and Nicobar Islands', '35'],
  ])('puts %s in %s, %s (%s)', (pin, district, state, stateCode) => {
    expect(directory.find(pin)).toEqual({ pin, district, state, stateCode });
  });

  it('files no PIN under a retired state code or today-wrong state', () => {
    // Every 194xxx PIN is Ladakh or Jammu and Kashmir; Hyderabad's 500xxx never Andhra Pradesh.
    for (let n = 500001; n <= 500099; n += 1) {
      const place = directory.find(String(n));
      if (place) expect(place.stateCode).toBe('36');
    }
    expect(directory.stateCodesOf('194101')).toEqual(['38']);
  });

  it('knows every state a border PIN is in, the main one first', () => {
    expect(directory.stateCodesOf('160003')).toEqual(expect.arrayContaining(['04', '03']));
    expect(directory.stateCodesOf('160003')).toHaveLength(2);
  });

  it('knows about nineteen thousand PINs and none it was not given', () => {
    expect(directory.find('000000')).toBeNull();
    expect(directory.find('999999')).toBeNull();
    expect(directory.stateCodesOf('999999')).toEqual([]);
  });
});
