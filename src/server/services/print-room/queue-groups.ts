/**
 * The print queue by colour combination (docs/print-room.md#plates): the queued keychains
 * (queued-keychains.ts: not on a plate, or failed at quality check) grouped by the filament
 * pair a plate needs, largest group first, each with its orders oldest first.
 */
import { toPlainTextField } from '#shared/free-text';
import type { QueuedKeychainGroup } from '#shared/schemas/plates';
import type { Db } from '../../db/client';
import { listQueuedKeychains } from './queued-keychains';

/** The queued keychains grouped by colour combination, largest group first, then by name. */
export async function listQueueGroups(db: Db): Promise<QueuedKeychainGroup[]> {
  const groups = new Map<string, QueuedKeychainGroup>();
  for (const k of await listQueuedKeychains(db)) {
    let group = groups.get(k.key);
    if (!group) {
      group = {
        key: k.key,
        displayName: toPlainTextField(k.colours.displayName),
        fontColor: k.colours.fontColor.toLowerCase(),
        backgroundColor: k.colours.backgroundColor.toLowerCase(),
        textFilamentName: toPlainTextField(k.filaments.text),
        plateFilamentName: toPlainTextField(k.filaments.plate),
        keychains: 0,
        orderIds: [],
      };
      groups.set(k.key, group);
    }
    group.keychains += 1;
    if (!group.orderIds.includes(k.orderId)) group.orderIds.push(k.orderId);
  }
  return [...groups.values()].sort((a, b) => b.keychains - a.keychains || a.displayName.localeCompare(b.displayName));
}
