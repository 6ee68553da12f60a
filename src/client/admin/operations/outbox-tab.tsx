/**
 * The admin's Outbox: every order e-mail the shop wrote, sent or waiting.
 * Without SMTP_URL nothing is sent and this is where the mail can be read. Bodies are shown as
 * text (React escapes them); the HTML part is never rendered.
 */
import { useState } from 'react';
import { Mail } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { OutboxMailSummary } from '#shared/schemas/admin-operations';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { timeAgo } from './format';
import { useAdminOutbox, useAdminOutboxMail } from './operations-api';
import { TabHeading } from '../tab-parts';
import { formatDateTime } from '../../lib/dates';

const PAGE_SIZE = 25;

const STATUS_STYLES: Record<string, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-blue-100 text-blue-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? 'bg-gray-100 text-gray-800'}`}>
      {status}
    </span>
  );
}

function MailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mail = useAdminOutboxMail(id);
  const [showHtml, setShowHtml] = useState(false);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-2 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-2xl overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6">
          <Dialog.Title className="pr-8 text-lg font-bold text-gray-900">{mail.data?.subject ?? 'Mail'}</Dialog.Title>
          <Dialog.Description className="sr-only">One e-mail from the outbox</Dialog.Description>
          {mail.isLoading && <p role="status">Loading...</p>}
          {mail.isError && <p role="alert">Failed to load this mail.</p>}
          {mail.data && (
            <div className="mt-3 grid gap-3 text-sm">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-gray-500">To</dt>
                <dd className="break-all text-gray-900">{mail.data.to}</dd>
                <dt className="text-gray-500">Status</dt>
                <dd>
                  <StatusBadge status={mail.data.status} /> {mail.data.attempts > 0 && `after ${mail.data.attempts} attempt(s)`}
                </dd>
                <dt className="text-gray-500">Written</dt>
                <dd>{formatDateTime(mail.data.createdAt)}</dd>
                {mail.data.lastError && (
                  <>
                    <dt className="text-gray-500">Last error</dt>
                    <dd className="break-words text-red-700">{mail.data.lastError}</dd>
                  </>
                )}
                {mail.data.attachments.length > 0 && (
                  <>
                    <dt className="text-gray-500">Attachments</dt>
                    <dd>
                      {mail.data.attachments
                        .map((a) =>
                          a.kind === 'order-proofs' ? `Proof images of order #${a.orderId}` : `Tax invoice PDF (document ${a.documentId})`,
                        )
                        .join('; ')}{' '}
                      (added when sent, if available)
                    </dd>
                  </>
                )}
              </dl>
              <pre className="whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-3 font-sans text-gray-900 ring-1 ring-gray-200">
                {showHtml ? mail.data.html : mail.data.text}
              </pre>
              <div>
                <Button type="button" variant="outline" size="sm" onClick={() => setShowHtml((v) => !v)}>
                  {showHtml ? 'Show plain text' : 'Show HTML source'}
                </Button>
              </div>
            </div>
          )}
          <Dialog.Close asChild>
            <Button type="button" variant="outline" size="sm" className="absolute right-3 top-3" aria-label="Close">
              ✕
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MailRow({ mail, onOpen }: { mail: OutboxMailSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-1 rounded-xl bg-white p-3 text-left shadow-sm ring-1 ring-gray-200 hover:ring-pink-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-gray-900">{mail.subject}</span>
          <span className="block truncate text-xs text-gray-500">
            to {mail.to} · {timeAgo(mail.createdAt)}
          </span>
        </span>
        <span className="self-start sm:self-center">
          <StatusBadge status={mail.status} />
        </span>
      </button>
    </li>
  );
}

export function OutboxTab() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useAdminOutbox(page);
  if (outbox.isLoading || outbox.isError || !outbox.data) {
    return <QueryStatus query={outbox} loading="Loading outbox..." error="Failed to Load the Outbox" />;
  }
  const { mails, total, smtpConfigured } = outbox.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-4">
      <TabHeading id="outbox-heading" title="Outbox" className="text-lg font-bold text-gray-900">
        {smtpConfigured
          ? 'Order e-mails and their delivery. Waiting mail is retried with back-off.'
          : 'No SMTP server is set (SMTP_URL), so order e-mails are kept here and not sent.'}
      </TabHeading>
      {mails.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-8 text-center text-gray-600 shadow-sm ring-1 ring-gray-200">
          <Mail className="h-8 w-8 text-gray-400" aria-hidden />
          No e-mails yet. A paid order writes its confirmation here.
        </div>
      ) : (
        <ul className="grid gap-2">
          {mails.map((mail) => (
            <MailRow key={mail.id} mail={mail} onOpen={() => setOpenId(mail.id)} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      )}
      <MailDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
