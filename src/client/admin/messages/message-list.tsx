/**
 * Messages as the admin reads them (docs/product.md#whatsapp-updates): channel, recipient,
 * template, delivery state, the text sent, and for a failed WhatsApp message the e-mail that
 * carried its news. Bodies are shown as text (React escapes them).
 */
import { Mail, MessageCircle } from 'lucide-react';
import type { AdminMessage } from '#shared/schemas/messages';
import { formatDateTime } from '../../lib/dates';

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

/** One message: channel icon, recipient, template and time, its state, and its text. */
function MessageRow({ message }: { message: AdminMessage }) {
  const Icon = message.channel === 'whatsapp' ? MessageCircle : Mail;
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
  return (
    <ul className="grid gap-2">
      {messages.map((message) => (
        <MessageRow key={message.id} message={message} />
      ))}
    </ul>
  );
}
