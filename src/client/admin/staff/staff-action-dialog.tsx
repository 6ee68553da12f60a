/**
 * The confirmations of the Staff screen (docs/product.md#staff-invites): disable, enable, change a
 * role (each of which but enabling signs the person out everywhere), and send a new password link,
 * which is then shown once.
 */
import { useEffect, useState } from 'react';
import type { InviteStaffResponse, StaffMember } from '#shared/schemas/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '#shared/staff-roles';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { InviteLinkPanel } from './invite-link-panel';
import { staffFailureText, useResetStaffPassword, useUpdateStaff } from './staff-api';

/** What the owner asked to do to whom. */
export type StaffAction =
  { kind: 'disable' | 'enable' | 'reset'; member: StaffMember } | { kind: 'role'; member: StaffMember; role: StaffRole };

function texts(action: StaffAction): { title: string; body: string; confirm: string } {
  const name = action.member.name;
  switch (action.kind) {
    case 'disable':
      return {
        title: `Disable ${name}?`,
        body: `${name} is signed out everywhere at once and cannot sign in until you enable them again. Their unused links stop working.`,
        confirm: 'Disable',
      };
    case 'enable':
      return { title: `Enable ${name}?`, body: `${name} can sign in again with their password.`, confirm: 'Enable' };
    case 'role':
      return {
        title: `Make ${name} ${STAFF_ROLE_LABELS[action.role]}?`,
        body: `${name} is signed out everywhere and signs in again as ${STAFF_ROLE_LABELS[action.role]}.`,
        confirm: 'Change role',
      };
    case 'reset':
      return {
        title: `Send ${name} a password link?`,
        body: `${name} gets a new one-time link by e-mail to choose a new password; older links stop working. Their current password works until they use it, and their second factor stays.`,
        confirm: 'Send link',
      };
  }
}

/** The line of the toast once the change is saved. */
function doneText(action: StaffAction): string {
  const name = action.member.name;
  if (action.kind === 'role') return `${name} is now ${STAFF_ROLE_LABELS[action.role]}.`;
  return `${name} is ${action.kind === 'disable' ? 'disabled' : 'enabled'}.`;
}

export function StaffActionDialog({ action, onClose }: { action: StaffAction | null; onClose: () => void }) {
  const update = useUpdateStaff();
  const resetPassword = useResetStaffPassword();
  const [link, setLink] = useState<InviteStaffResponse | null>(null);
  const busy = update.isPending || resetPassword.isPending;

  useEffect(() => {
    if (action) setLink(null);
  }, [action]);

  const confirm = async () => {
    if (!action) return;
    try {
      const id = action.member.id;
      if (action.kind === 'reset') {
        setLink(await resetPassword.mutateAsync(id));
        return;
      }
      await update.mutateAsync(action.kind === 'role' ? { id, role: action.role } : { id, disabled: action.kind === 'disable' });
      toast({ title: 'Saved', description: doneText(action), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Not changed', description: staffFailureText(error), variant: 'destructive' });
    }
  };

  const shown = action ? texts(action) : null;
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {action && shown && (
          <>
            <DialogHeading title={link ? 'Password link sent' : shown.title}>
              {link ? 'Share it if the mail does not arrive.' : shown.body}
            </DialogHeading>
            {link && <InviteLinkPanel link={link} email={action.member.email} />}
            <DialogFooter>
              {link ? (
                <Button type="button" variant="outline" onClick={onClose}>
                  Done
                </Button>
              ) : (
                <>
                  <Button type="button" variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button
                    type="button"
                    variant={action.kind === 'disable' ? 'destructive' : 'brand'}
                    disabled={busy}
                    onClick={() => void confirm()}
                  >
                    {shown.confirm}
                  </Button>
                </>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
