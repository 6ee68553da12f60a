import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateByCode, gstStateByName } from './gst-states';

describe('GST state codes', () => {
  it("has today's states and union territories", () => {
    expect(gstStateByCode('36')?.name).toBe('Telangana');
    expect(gstStateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(gstStateByCode('38')?.name).toBe('Ladakh');
    expect(gstStateByCode('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(gstStateByCode('29')?.name).toBe('Karnataka');
    expect(gstStateByCode('97')?.name).toBe('Other Territory');
  });

  it('leaves out the retired codes 25 and 28', () => {
    expect(gstStateByCode('25')).toBeUndefined();
    expect(gstStateByCode('28')).toBeUndefined();
    expect(GST_STATES).toHaveLength(37);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
  });

  it('reads names as people write them', () => {
    expect(gstStateByName('TAMIL NADU')?.code).toBe('33');
    expect(gstStateByName('Jammu & Kashmir')?.code).toBe('01');
    expect(gstStateByName('Orissa')?.code).toBe('21');
    expect(gstStateByName('Daman and Diu')?.code).toBe('26');
    expect(gstStateByName('Atlantis')).toBeUndefined();
  });
});
