// Plates and colour pairs as the print room's API answers them (docs/print-room.md#plates), for the
// component tests of the plates board and the printers panel.
import type { Plate, PlateState } from '#shared/schemas/plates';

/** Light Pink text on a Black plate: the filaments a plate of it needs. */
export const PINK_ON_BLACK = {
  key: 'f9a8d4-on-1f1f1f',
  displayName: 'Light Pink',
  fontColor: '#f9a8d4',
  backgroundColor: '#1f1f1f',
  textFilamentName: 'Light Pink PLA',
  plateFilamentName: 'Black PLA',
};

/** Yellow text on a Black plate. */
export const YELLOW_ON_BLACK = {
  key: 'fbbf24-on-000000',
  displayName: 'Yellow',
  fontColor: '#fbbf24',
  backgroundColor: '#000000',
  textFilamentName: 'Yellow PLA',
  plateFilamentName: 'Black PLA',
};

/** A Light Pink plate in `state` with three keychains (PRIYA and ARJUN of #1042, MEERA of #1043), not estimated. */
export function plate(id: number, state: PlateState, overrides: Partial<Plate> = {}): Plate {
  return {
    id,
    state,
    colourCombination: PINK_ON_BLACK,
    keychains: [
      { orderId: 1042, keychainIndex: 0, result: null, text: 'PRIYA' },
      { orderId: 1042, keychainIndex: 1, result: null, text: 'ARJUN' },
      { orderId: 1043, keychainIndex: 0, result: null, text: 'MEERA' },
    ],
    file3mfUrl: `/api/admin/plates/${id}/plate.3mf`,
    createdAt: '2026-11-27T04:00:00.000Z',
    startedAt: null,
    printedAt: null,
    checkedAt: null,
    estimatedSeconds: null,
    filamentGrams: null,
    ...overrides,
  };
}
