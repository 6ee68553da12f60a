/**
 * A one-time invite or password link, shown to the owner once (docs/product.md#staff-invites): the
 * server keeps only its hash, so closing this loses it (a new link can be sent from the list).
 */
import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { InviteStaffResponse } from '#shared/schemas/staff';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { formatDateTime } from '../../lib/dates';

export function InviteLinkPanel({ link, email }: { link: InviteStaffResponse; email: string }) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.inviteUrl);
      setCopied(true);
      toast({ title: 'Copied', description: 'The link is on the clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm text-amber-900">
        We e-mailed this link to <span className="font-medium text-gray-900">{email}</span>. You can also send it yourself:
      </p>
      <output aria-label="One-time link" className="block select-all break-all rounded-lg bg-white p-3 font-mono text-xs text-gray-900">
        {link.inviteUrl}
      </output>
      <p className="text-xs text-amber-900">Works once, until {formatDateTime(link.expiresAt)}. It is shown only now.</p>
      <Button type="button" variant="outline" onClick={() => void copy()}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </div>
  );
}
