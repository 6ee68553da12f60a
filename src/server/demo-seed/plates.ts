/**
 * The demo data set's print room (docs/print-room.md#plates): each paid order's keychains go onto
 * the open plate of their colour for the day, 24 to a plate; 2 % fail the quality check and are
 * printed again the next day. And the fulfilment status an order has reached by its age.
 */
import type { DemoCatalogue, DemoRows } from './demo-rows';

const DAY = 86_400_000;
const IST_OFFSET_MS = 19_800_000;
const KEYCHAINS_PER_PLATE = 24;

/** The order status a paid order has after `ageDays` (unpaid: pending, or cancelled for the unluckiest 1 % by `roll`). */
export function statusByAge(paid: boolean, roll: number, ageDays: number): string {
  if (!paid) return roll < 0.01 ? 'cancelled' : 'pending';
  if (ageDays < 1) return 'confirmed';
  if (ageDays < 2) return 'processing';
  return ageDays < 5 ? 'shipped' : 'delivered';
}

/** Fills plates as orders are paid, writing plates and plate_keychains rows into `rows`. */
export class DemoPlates {
  private readonly open = new Map<string, { id: number; count: number; day: number }>();

  constructor(
    private readonly rows: DemoRows,
    private readonly ids: { plate: number },
    private readonly rnd: () => number,
  ) {}

  /** Places the `quantity` keychains of order `orderId` (one colour) paid at `paidAt`. */
  placeOrder(orderId: number, quantity: number, colour: DemoCatalogue['colours'][number], paidAt: Date): void {
    const day = Math.floor((paidAt.getTime() + IST_OFFSET_MS) / DAY);
    for (let index = 0; index < quantity; index++) {
      const failed = this.rnd() < 0.02;
      this.place(orderId, index, colour, paidAt, day, failed, 0);
      if (failed) this.place(orderId, index, colour, paidAt, day, false, 1);
    }
  }

  private place(
    orderId: number,
    keychainIndex: number,
    colour: DemoCatalogue['colours'][number],
    paidAt: Date,
    day: number,
    failed: boolean,
    dayOffset: number,
  ) {
    let plate = this.open.get(colour.value);
    if (!plate || plate.count >= KEYCHAINS_PER_PLATE || plate.day !== day + dayOffset) {
      plate = { id: this.ids.plate++, count: 0, day: day + dayOffset };
      this.open.set(colour.value, plate);
      const printedAt = new Date(paidAt.getTime() + (dayOffset + 0.5) * DAY);
      this.rows.plates.push({
        id: plate.id,
        colourKey: `${colour.fontColor.slice(1)}-on-${colour.backgroundColor.slice(1)}`.toLowerCase(),
        colourName: colour.displayName,
        fontColor: colour.fontColor,
        backgroundColor: colour.backgroundColor,
        textFilamentName: colour.textFilament,
        plateFilamentName: colour.plateFilament,
        state: 'checked',
        createdAt: new Date(printedAt.getTime() - 7_200_000),
        startedAt: new Date(printedAt.getTime() - 5_400_000),
        printedAt,
        checkedAt: new Date(printedAt.getTime() + 1_800_000),
        estimatedSeconds: 5_400,
        filamentMg: 60_000,
      });
    }
    this.rows.plateKeychains.push({ plateId: plate.id, orderId, keychainIndex, slot: plate.count++, result: failed ? 'failed' : 'passed' });
  }
}
