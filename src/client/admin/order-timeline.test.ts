import { describe, expect, it } from 'vitest';
import { actorLabel, describeTimelineEntry } from './order-timeline';

const at = '2026-11-26T04:30:00.000Z';

describe('the order timeline', () => {
  it('says what a courier reported, by the courier', () => {
    const entry = {
      at,
      kind: 'status',
      from: null,
      to: null,
      actor: 'courier:simulated',
      detail: 'In transit (Simulated Express AWB SIM1)',
    } as const;
    expect(describeTimelineEntry(entry)).toBe('In transit (Simulated Express AWB SIM1)');
    expect(actorLabel(entry.actor)).toBe('Courier (simulated)');
  });

  it('still reads the placing and a paid order’s confirmation', () => {
    expect(describeTimelineEntry({ at, kind: 'status', from: null, to: 'pending', actor: 'customer', detail: 'Order placed' })).toBe(
      'Order placed',
    );
    expect(describeTimelineEntry({ at, kind: 'status', from: 'pending', to: 'confirmed', actor: 'payment:verify', detail: null })).toBe(
      'Pending → Confirmed',
    );
  });
});
