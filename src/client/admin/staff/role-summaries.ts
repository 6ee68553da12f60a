/**
 * What each staff role may do, in a line the owner reads when choosing one
 * (docs/product.md#staff-invites; the permissions themselves are shared/staff-roles.ts).
 */
import type { StaffRole } from '#shared/staff-roles';

export const ROLE_SUMMARIES: Readonly<Record<StaffRole, string>> = {
  owner: 'Everything, including staff, business settings and printer keys.',
  manager: 'Orders, refunds, shipments, dealers and credits, catalogue and reports. No staff or settings changes.',
  support: 'Orders (read, status, shipments, messages) and customers. No refunds, no settings.',
  print_room:
    'Print queue, plates, printers (not their keys) and quality checks. Order numbers and keychain texts only, never addresses or phones.',
  accountant: 'Invoices, credit notes, GST and COD reports, and orders read-only.',
};
