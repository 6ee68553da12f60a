/**
 * Messages as the admin reads them (docs/product.md#whatsapp-updates): channel, recipient,
 * template, delivery state, the text sent, and for a failed WhatsApp message the e-mail that
 * carried its news. A failed message has Resend (staff with orders:write): a new message is
 * queued and listed, the failed one stays as it was. Bodies are shown as text (React escapes them).
 */
import { Mail, MessageCircle, RotateCw } from 'lucide-react';
import type { AdminMessage } from '#shared/schemas/messages';
import { ApiError } from '../../api/fetch';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/dates';
import { useCan } from '../staff-context';
import { useResendMessage } from './messages-api';

const STATUS_STYLES: Record<string, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-blue-100 text-blue-900',
  sent: 'bg-gray-100 text-gray-800',
  delivered: 'bg-green-100 text-green-800',
  read: 'bg-emerald-600 text-white',
  failed: 'bg-red-100 text-red-800',
};

/** The label of a message's state: a WhatsApp message Meta accepted shows sent → delivered → read. */
function statusLabel(message: AdminMessage): string {
  if (message.status === 'failed' && message.fallbackEmailId !== null) return 'failed: sent by e-mail';
  return message.status;
}

/** Resend for a failed message; the server's refusal (e.g. the number opted out) shows under it. */
function ResendButton({ message }: { message: AdminMessage }) {
  const resend = useResendMessage();
  const refusal =
    resend.error instanceof ApiError ? resend.error.serverMessage : resend.error ? 'Could not resend the message. Please try again.' : null;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={resend.isPending}
        aria-label={`Resend ${message.channel === 'whatsapp' ? 'WhatsApp' : 'e-mail'} message ${message.id}`}
        onClick={() => resend.mutate(message.id)}
      >
        <RotateCw className="h-4 w-4" aria-hidden />
        {resend.isPending ? 'Resending...' : 'Resend'}
      </Button>
      {refusal && (
        <p role="alert" className="break-words text-xs text-red-700">
          {refusal}
        </p>
      )}
    </div>
  );
}

/**
 * One message: channel icon, recipient, template and time, its state, and its text. `resentAs`:
 * the id of the message that sent it again, if any (then it has no Resend).
 */
function MessageRow({ message, resentAs }: { message: AdminMessage; resentAs: number | undefined }) {
  const Icon = message.channel === 'whatsapp' ? MessageCircle : Mail;
  const canResend = useCan('orders:write');
  return (
    <li
      className="grid gap-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
      aria-label={`${message.channel} message ${message.id}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Icon className={message.channel === 'whatsapp' ? 'h-4 w-4 text-green-600' : 'h-4 w-4 text-gray-500'} aria-hidden />
        <span className="font-semibold text-gray-900">{message.channel === 'whatsapp' ? 'WhatsApp' : 'E-mail'}</span>
        <span className="min-w-0 break-all text-sm text-gray-700">{message.to}</span>
        <span
          className={`ml-auto inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[message.status] ?? STATUS_STYLES.sent}`}
        >
          {statusLabel(message)}
        </span>
      </div>
      <p className="text-xs text-gray-500">
        {message.template}
        {message.orderId !== null && ` · order #${message.orderId}`} · {formatDateTime(message.createdAt)}
      </p>
      {message.error && <p className="break-words text-xs text-red-700">{message.error}</p>}
      {message.fallbackEmailId !== null && (
        <p className="text-xs text-gray-700">The news went by e-mail instead (message {message.fallbackEmailId}).</p>
      )}
      {message.resentFromId !== null && <p className="text-xs text-gray-700">Resent by staff (message {message.resentFromId} failed).</p>}
      {resentAs !== undefined && <p className="text-xs text-gray-700">Resent as message {resentAs}.</p>}
      {message.status === 'failed' && resentAs === undefined && canResend && <ResendButton message={message} />}
      <details className="text-sm">
        <summary className="cursor-pointer text-gray-600">Text</summary>
        <pre className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-2 font-sans text-gray-900">{message.body}</pre>
      </details>
    </li>
  );
}

/** The messages in `messages`, or `empty` when there are none. */
export function MessageList({ messages, empty }: { messages: readonly AdminMessage[]; empty: string }) {
  if (messages.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  const resentAs = new Map(messages.filter((m) => m.resentFromId !== null).map((m) => [m.resentFromId!, m.id]));
  return (
    <ul className="grid gap-2">
      {messages.map((message) => (
        <MessageRow key={message.id} message={message} resentAs={resentAs.get(message.id)} />
      ))}
    </ul>
  );
}
