/**
 * Invite a staff member (docs/product.md#staff-invites): name, e-mail and a role with what it may
 * do. The server mails a one-time link valid 72 h and answers it once; it is shown here with a
 * copy button. The server's field issues (an e-mail already on the staff) show under their field.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InviteStaffRequest, type InviteStaffResponse } from '#shared/schemas/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '#shared/staff-roles';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogForm, DialogFormFooter, DialogHeading } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../api/fetch';
import { showServerIssues } from '../../api/server-issues';
import { ROLE_SUMMARIES } from './role-summaries';
import { staffFailureText, useInviteStaff } from './staff-api';
import { InviteLinkPanel } from './invite-link-panel';
import { SELECT } from './staff-select';

type FormValues = InviteStaffRequest;

export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteStaff();
  const [issued, setIssued] = useState<{ link: InviteStaffResponse; email: string } | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(InviteStaffRequest),
    defaultValues: { name: '', email: '', role: 'support' },
  });
  const { register, handleSubmit, reset, setError, watch, formState } = form;
  const role = watch('role');

  useEffect(() => {
    if (open) {
      setIssued(null);
      reset({ name: '', email: '', role: 'support' });
    }
  }, [open, reset]);

  const submit = async (values: FormValues) => {
    try {
      const link = await invite.mutateAsync(values);
      setIssued({ link, email: values.email.trim().toLowerCase() });
    } catch (error) {
      const onField = showServerIssues(error, ['name', 'email', 'role'], (path, message) =>
        setError(path as keyof FormValues, { message }),
      );
      if (!onField && error instanceof ApiError && error.status === 409) setError('email', { message: error.serverMessage });
      else if (!onField) toast({ title: 'Invite not sent', description: staffFailureText(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title={issued ? 'Invite sent' : 'Invite a staff member'}>
          {issued
            ? 'They open the link, choose a password and then sign in with their e-mail.'
            : 'They get a link by e-mail to choose their password. The link works once, for 72 hours.'}
        </DialogHeading>
        {issued ? (
          <>
            <InviteLinkPanel link={issued.link} email={issued.email} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <DialogForm label="Invite a staff member" onSubmit={handleSubmit(submit)}>
            <Field label="Name" error={formState.errors.name?.message}>
              {(aria) => <Input {...aria} autoComplete="off" {...register('name')} />}
            </Field>
            <Field label="E-mail" error={formState.errors.email?.message}>
              {(aria) => <Input {...aria} type="email" autoComplete="off" {...register('email')} />}
            </Field>
            <Field label="Role" error={formState.errors.role?.message} hint={ROLE_SUMMARIES[role]}>
              {(aria) => (
                <select className={SELECT} {...aria} {...register('role')}>
                  {STAFF_ROLES.map((value) => (
                    <option key={value} value={value}>
                      {STAFF_ROLE_LABELS[value]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <DialogFormFooter onCancel={() => onOpenChange(false)} label="Send invite" busy={invite.isPending} spinner />
          </DialogForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
