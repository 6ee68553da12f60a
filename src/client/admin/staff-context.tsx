/**
 * What the signed-in staff member may do, for the components inside the admin shell
 * (docs/product.md#staff-roles): `useCan('printers:keys')` hides what the role cannot use. The
 * server checks every call anyway; this only keeps the screen to what works. Outside a provider
 * (component tests of a single tab) everything is allowed, as for the owner.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Permission } from '#shared/staff-roles';

const StaffPermissions = createContext<ReadonlySet<Permission> | null>(null);

/** Provides `permissions` (the signed-in person's, from GET /api/admin/session) to the tabs below. */
export function StaffPermissionsProvider({ permissions, children }: { permissions: readonly Permission[]; children: ReactNode }) {
  return <StaffPermissions.Provider value={new Set(permissions)}>{children}</StaffPermissions.Provider>;
}

/** Whether the signed-in person's role holds `permission` (true outside a provider). */
export function useCan(permission: Permission): boolean {
  const permissions = useContext(StaffPermissions);
  return permissions === null || permissions.has(permission);
}
