import { describe, expect, it } from 'vitest';
import { shipSummary } from './ship-selected-button';

describe('shipSummary', () => {
  it('names each shipped order with its AWB and each failed one with the server’s reason', () => {
    expect(shipSummary([{ id: 12, awb: 'SIM1' }], [])).toBe('Shipped: #12 (AWB SIM1).');
    expect(shipSummary([{ id: 12, awb: 'SIM1' }], [{ id: 13, reason: 'The courier is not answering right now.' }])).toBe(
      'Shipped: #12 (AWB SIM1). Not shipped: #13: The courier is not answering right now.',
    );
  });
});
