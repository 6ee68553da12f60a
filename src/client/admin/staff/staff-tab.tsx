/**
 * The owner's Staff screen (docs/product.md#staff-invites): everyone on the staff with their role,
 * status, second factor and last sign-in (India time); invite, change a role, disable or enable,
 * and send a new password link. The owner's own row cannot be disabled.
 */
import { useState } from 'react';
import { KeyRound, Loader2, UserPlus, Users } from 'lucide-react';
import type { StaffMember } from '#shared/schemas/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#shared/staff-roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/dates';
import { useAdminSession } from '../admin-api';
import { EmptyTab, TabSection } from '../tab-parts';
import { InviteDialog } from './invite-dialog';
import { StaffActionDialog, type StaffAction } from './staff-action-dialog';
import { staffFailureText, useStaffList } from './staff-api';
import { SELECT } from './staff-select';

const STATUS: Record<StaffMember['status'], { label: string; variant: 'success' | 'warning' | 'danger' }> = {
  active: { label: 'Active', variant: 'success' },
  invited: { label: 'Invited', variant: 'warning' },
  disabled: { label: 'Disabled', variant: 'danger' },
};

function StaffRow({ member, isMe, onAction }: { member: StaffMember; isMe: boolean; onAction: (action: StaffAction) => void }) {
  const status = STATUS[member.status];
  return (
    <li className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-950">
          {member.name}
          {isMe && <span className="text-xs font-normal text-gray-500">(you)</span>}
          <Badge variant={status.variant}>{status.label}</Badge>
        </p>
        <p className="truncate text-sm text-gray-600">{member.email}</p>
        <p className="text-xs text-gray-500">
          Second factor: {member.hasSecondFactor ? 'yes' : 'no'} · Last sign-in:{' '}
          {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'never'}
        </p>
      </div>
      <label className="grid gap-1 text-xs font-medium text-gray-600">
        Role
        <select
          className={SELECT}
          value={member.role}
          aria-label={`Role of ${member.name}`}
          onChange={(event) => onAction({ kind: 'role', member, role: event.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-2 md:justify-end">
        {member.status !== 'disabled' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onAction({ kind: 'reset', member })}
            aria-label={`Password link for ${member.name}`}
          >
            <KeyRound aria-hidden />
            Password link
          </Button>
        )}
        {member.status === 'disabled' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onAction({ kind: 'enable', member })}
            aria-label={`Enable ${member.name}`}
          >
            Enable
          </Button>
        ) : (
          !isMe && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="text-red-700"
              onClick={() => onAction({ kind: 'disable', member })}
              aria-label={`Disable ${member.name}`}
            >
              Disable
            </Button>
          )
        )}
      </div>
    </li>
  );
}

export function StaffTab() {
  const list = useStaffList();
  const session = useAdminSession();
  const myId = session.data?.authenticated ? session.data.me?.id : undefined;
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<StaffAction | null>(null);

  return (
    <TabSection
      id="staff-heading"
      title="Staff"
      intro="Who can sign in to this panel and what each may do. Disabling someone or changing their role signs them out at once."
      actions={
        <Button type="button" variant="brand" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden />
          Invite
        </Button>
      }
    >
      {list.isPending && <Loader2 className="mx-auto h-6 w-6 animate-spin text-pink-600" aria-label="Loading staff" />}
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          {staffFailureText(list.error)}
        </p>
      )}
      {list.data && list.data.data.length === 0 && <EmptyTab icon={Users}>No staff yet.</EmptyTab>}
      {list.data && list.data.data.length > 0 && (
        <ul className="grid gap-3">
          {list.data.data.map((member) => (
            <StaffRow key={member.id} member={member} isMe={member.id === myId} onAction={setAction} />
          ))}
        </ul>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <StaffActionDialog action={action} onClose={() => setAction(null)} />
    </TabSection>
  );
}
