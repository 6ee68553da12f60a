/**
 * Staff roles and what each may do (docs/product.md#staff-roles). Every /api/admin route declares
 * one permission in its route config (`config: { permission: 'orders:read' }`); the server admits
 * a signed-in staff member only when their role holds it, and refuses to register an admin route
 * without one (deny by default). The admin UI reads the same table to show only what the role may use.
 */

/** The fixed staff roles, most powerful first. */
export const STAFF_ROLES = ['owner', 'manager', 'support', 'print_room', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How each role is named on screens. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  support: 'Support',
  print_room: 'Print room',
  accountant: 'Accountant',
};

/**
 * Every permission an admin route can declare, with what it covers. Reading an order's address
 * or phone is `orders:read`; the print room never holds it and reads plates through `print-room`.
 */
export const PERMISSIONS = {
  self: 'Their own account: sign-in methods, recovery codes, sign out (every role)',
  'orders:read': 'Read orders with customer names, addresses and phones; timelines; invoices',
  'orders:write': 'Change order status, ship, print labels, resend messages',
  'orders:export': 'Export orders and customer data as CSV',
  'customers:read': 'Read customers and their contact details',
  'refunds:write': 'Refund orders and issue credit notes',
  'dealers:read': 'Read dealers and their ledgers',
  'dealers:write': 'Add dealers, edit their details, reset PINs, unlock',
  'dealers:credits': 'Add or remove dealer credits',
  'catalog:write': 'Fonts, colours, categories and media',
  'print-room': 'Print queue, build plates, printers (without their keys), quality checks',
  'printers:keys': 'Add printers and change their addresses and API keys',
  'reports:read': 'GST report, invoices and credit notes, COD reports',
  'cod:remittances': "Import the courier's COD remittances and see the COD screen",
  'messages:read': 'Read the messages sent to customers',
  'promotions:read': 'Read promotions and their results',
  'promotions:write': 'Create, pause, resume and end promotions',
  'dashboard:read': "The owner's dashboard",
  'settings:read': 'Read business, print-room and payment settings',
  'settings:write': 'Change business, print-room and payment settings',
  'cod:settings': 'Read and change the cash on delivery settings (fee, limit, auto-cancel, RTO limit)',
  'operations:read': 'Background jobs and the outbox',
  'staff:manage': 'Invite staff, change roles, disable accounts',
  'audit:read': 'Read the audit log',
} as const satisfies Record<string, string>;
export type Permission = keyof typeof PERMISSIONS;

const all = Object.keys(PERMISSIONS) as Permission[];

/** The permissions of each role (docs/product.md#staff-roles). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, ReadonlySet<Permission>>> = {
  owner: new Set(all),
  manager: new Set<Permission>([
    'self',
    'orders:read',
    'orders:write',
    'orders:export',
    'customers:read',
    'refunds:write',
    'dealers:read',
    'dealers:write',
    'dealers:credits',
    'catalog:write',
    'print-room',
    'reports:read',
    'cod:remittances',
    'messages:read',
    'promotions:read',
    'promotions:write',
    'dashboard:read',
    'settings:read',
    'cod:settings',
  ]),
  support: new Set<Permission>(['self', 'orders:read', 'orders:write', 'customers:read', 'messages:read', 'dealers:read']),
  print_room: new Set<Permission>(['self', 'print-room']),
  accountant: new Set<Permission>([
    'self',
    'orders:read',
    'reports:read',
    'cod:remittances',
    'dashboard:read',
    'dealers:read',
    'promotions:read',
  ]),
};

/** The permissions of `role`, in PERMISSIONS order. */
export function permissionsOf(role: StaffRole): Permission[] {
  return all.filter((permission) => ROLE_PERMISSIONS[role].has(permission));
}

/** Whether `role` holds `permission`. */
export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}
