/**
 * The panel after login (docs/product.md#header-and-footer): header with Logout and the tabs (the
 * spec's four, the Print queue, Jobs and Outbox, and the business Settings), above them the banner
 * listing what is missing from the business settings (docs/product.md#seller-details).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import {
  Activity,
  Banknote,
  Images,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageCircle,
  Package,
  Palette,
  Printer,
  ScrollText,
  Settings,
  Store,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';
import { Button } from '../components/ui/button';
import { useAdminLogout } from './admin-api';
import { AccountTab } from './account/account-tab';
import { ReauthDialog } from './account/reauth-dialog';
import { CodTab } from './cod/cod-tab';
import { CustomizationTab } from './customization-tab';
import { DealersTab } from './dealers-tab';
import { MediaTab } from './media-tab';
import { JobsTab } from './operations/jobs-tab';
import { OutboxTab } from './operations/outbox-tab';
import { MessagesTab } from './messages/messages-tab';
import { OrdersTab } from './orders-tab';
import { PrintQueueTab } from './print-queue-tab';
import { PromotionsTab } from './promotions/promotions-tab';
import { MissingSettingsBanner } from './settings/missing-settings-banner';
import { SettingsTab } from './settings/settings-tab';
import { StaffTab } from './staff/staff-tab';
import type { StaffMe } from '#shared/schemas/admin-session';
import { STAFF_ROLE_LABELS, type Permission } from '#shared/staff-roles';
import { AdminLoading } from './admin-loading';
import { AuditTab } from './audit/audit-tab';
import { StaffPermissionsProvider } from './staff-context';

// The dashboard and its chart library load only when its tab opens (docs/product.md#dashboard).
const DashboardTab = lazy(() => import('./dashboard/dashboard-tab'));

/**
 * Each tab's trigger, its panel (`panel` gets whether the server confirmed the session) and the
 * permission a staff member's role needs to see it (shared/staff-roles.ts).
 */
const TABS: readonly {
  value: string;
  label: string;
  icon: typeof Package;
  permission: Permission;
  panel: (sessionConfirmed: boolean, me: StaffMe | undefined) => ReactNode;
}[] = [
  {
    value: 'dashboard',
    permission: 'dashboard:read',
    label: 'Dashboard',
    icon: LayoutDashboard,
    panel: () => (
      <Suspense fallback={<p className="text-sm text-gray-500">Loading the dashboard…</p>}>
        <DashboardTab />
      </Suspense>
    ),
  },
  { value: 'orders', permission: 'orders:read', label: 'Orders', icon: Package, panel: (enabled) => <OrdersTab enabled={enabled} /> },
  {
    value: 'print-queue',
    permission: 'print-room',
    label: 'Print queue',
    icon: Printer,
    panel: (enabled) => <PrintQueueTab enabled={enabled} />,
  },
  { value: 'cod', permission: 'cod:remittances', label: 'COD', icon: Banknote, panel: () => <CodTab /> },
  { value: 'dealers', permission: 'dealers:read', label: 'Dealers', icon: Store, panel: () => <DealersTab /> },
  { value: 'promotions', permission: 'promotions:read', label: 'Promotions', icon: TicketPercent, panel: () => <PromotionsTab /> },
  { value: 'customization', permission: 'catalog:write', label: 'Customization', icon: Palette, panel: () => <CustomizationTab /> },
  { value: 'media', permission: 'catalog:write', label: 'Media Manager', icon: Images, panel: () => <MediaTab /> },
  { value: 'messages', permission: 'messages:read', label: 'Messages', icon: MessageCircle, panel: () => <MessagesTab /> },
  { value: 'jobs', permission: 'operations:read', label: 'Jobs', icon: Activity, panel: () => <JobsTab /> },
  { value: 'outbox', permission: 'operations:read', label: 'Outbox', icon: Mail, panel: () => <OutboxTab /> },
  { value: 'settings', permission: 'settings:read', label: 'Settings', icon: Settings, panel: () => <SettingsTab /> },
  { value: 'staff', permission: 'staff:manage', label: 'Staff', icon: Users, panel: () => <StaffTab /> },
  { value: 'audit', permission: 'audit:read', label: 'Audit log', icon: ScrollText, panel: () => <AuditTab /> },
  { value: 'account', permission: 'self', label: 'My account', icon: UserRound, panel: (_, me) => <AccountTab me={me} /> },
];

/**
 * The tabs `me` may see: those their role's permissions hold, only "My account" while a second
 * factor must be enrolled (docs/product.md#staff-sign-in), none until the server has said who is
 * signed in.
 */
export function visibleTabs(me: StaffMe | undefined): readonly (typeof TABS)[number][] {
  if (!me) return [];
  if (me.mustEnrol) return TABS.filter((t) => t.permission === 'self');
  return TABS.filter((t) => me.permissions.includes(t.permission));
}

/**
 * `sessionConfirmed` is false while the server has not yet confirmed the local-storage hint;
 * `me` is the signed-in person (GET /api/admin/session): only the tabs of their role show.
 */
export function AdminShell({ sessionConfirmed, me }: { sessionConfirmed: boolean; me?: StaffMe }) {
  const [chosen, setTab] = useState<string>('orders');
  const logout = useAdminLogout();
  const tabs = visibleTabs(me);
  const tab = tabs.some((t) => t.value === chosen) ? chosen : (tabs[0]?.value ?? chosen);

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <span
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-gray-900 text-lg font-extrabold text-amber-400"
              aria-hidden="true"
            >
              C
            </span>
            <div className="min-w-0">
              <h1 className="truncate text-lg font-bold leading-tight text-gray-900">Chaabi Admin</h1>
              <p className="truncate text-xs text-gray-500">{me ? `${me.name} · ${STAFF_ROLE_LABELS[me.role]}` : 'Signing in…'}</p>
            </div>
          </div>
          <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </header>

      <main id="main">
        <Tabs.Root value={tab} onValueChange={setTab} className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          {/* The Settings tab says the same above its form. */}
          {tab !== 'settings' && !me?.mustEnrol && me?.permissions.includes('settings:read') && (
            <MissingSettingsBanner enabled={sessionConfirmed} onOpenSettings={() => setTab('settings')} />
          )}
          {tabs.length === 0 && <AdminLoading />}
          <div>
            <Tabs.List
              aria-label="Admin sections"
              className="grid w-full grid-cols-2 gap-1 rounded-xl bg-gray-200/70 p-1 sm:flex sm:w-auto sm:flex-wrap"
            >
              {tabs.map(({ value, label, icon: Icon }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="inline-flex min-w-0 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-center text-sm sm:shrink-0 sm:gap-2 sm:whitespace-nowrap sm:px-3 font-semibold text-gray-600 transition-colors hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm"
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          <StaffPermissionsProvider permissions={me?.permissions ?? []}>
            {tabs.map(({ value, panel }) => (
              <Tabs.Content key={value} value={value} className="mt-6 focus-visible:outline-none">
                {panel(sessionConfirmed, me)}
              </Tabs.Content>
            ))}
          </StaffPermissionsProvider>
        </Tabs.Root>
      </main>
      <ReauthDialog />
    </div>
  );
}
