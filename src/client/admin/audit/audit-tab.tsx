/**
 * The owner's Audit log tab (docs/product.md#audit-log): who did what to which record and when,
 * newest first, filtered by person, action, record and India dates, with the CSV of the same
 * filters. Read-only: nothing here edits or deletes an entry.
 */
import { useState, type FormEvent } from 'react';
import { Download, ScrollText } from 'lucide-react';
import { formatRupees } from '#shared/money';
import type { AuditEntry } from '#shared/schemas/staff';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/dates';
import { EmptyTab, TabSection } from '../tab-parts';
import { auditCsvUrl, NO_AUDIT_FILTERS, useAuditLog, useStaffForFilter, type AuditFilters } from './audit-api';

/** Common actions offered in the filter (any other can be typed). */
const ACTIONS = ['sign_in', 'sign_in.failed', 'sign_in.password', 'order.status', 'settings.business', 'settings.print_room'];

const input =
  'h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500';

/** A before/after value as one short line. */
function change(entry: AuditEntry): string | null {
  if (entry.before === null && entry.after === null) return null;
  const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return `${show(entry.before)} → ${show(entry.after)}`;
}

/** The amount an entry moved: "₹1,700" and/or "+50 credits", or null. */
function amount(entry: AuditEntry): string | null {
  const parts = [
    entry.amountPaise === null ? null : formatRupees(entry.amountPaise),
    entry.credits === null ? null : `${entry.credits > 0 ? '+' : ''}${entry.credits.toLocaleString('en-IN')} credits`,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const diff = change(entry);
  const moved = amount(entry);
  const refused = entry.status !== null && entry.status >= 400;
  return (
    <li className="grid gap-1 rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-gray-900 break-all">
          {entry.action}
          {entry.count > 1 && (
            <span className="ml-2 rounded bg-red-50 px-1.5 text-xs font-semibold text-red-700" title={`${entry.count} identical refusals`}>
              ×{entry.count.toLocaleString('en-IN')}
            </span>
          )}
        </span>
        <span className="text-xs text-gray-500">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {entry.count > 1 && entry.lastAt !== entry.at && (
            <>
              {' – '}
              <time dateTime={entry.lastAt}>{formatDateTime(entry.lastAt)}</time>
            </>
          )}
        </span>
      </div>
      <div className="text-gray-700 break-all">
        {entry.staffEmail ?? 'unknown'}
        {entry.role && ` (${entry.role})`}
        {entry.recordType && ` · ${entry.recordType}${entry.recordId ? ` #${entry.recordId}` : ''}`}
        {entry.status !== null && <span className={refused ? ' text-red-700' : ' text-gray-500'}>{` · ${entry.status}`}</span>}
      </div>
      {moved && <div className="font-medium text-gray-900">{moved}</div>}
      {diff && <code className="block whitespace-pre-wrap break-all rounded bg-gray-50 p-2 text-xs text-gray-800">{diff}</code>}
      <div className="text-xs text-gray-500 break-all">
        {entry.ip ?? ''}
        {entry.userAgent && ` · ${entry.userAgent}`}
      </div>
    </li>
  );
}

/** The filter form: applied on submit, so typing does not fire a request per key. */
function Filters({ value, onApply }: { value: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const staff = useStaffForFilter();
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3"
      aria-label="Filter the audit log"
    >
      <label className="grid gap-1 text-sm font-medium text-gray-700">
        Person
        <select className={input} value={draft.staffId} onChange={set('staffId')}>
          <option value="">Everyone</option>
          {staff.data?.data.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name} ({person.email})
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium text-gray-700">
        Action
        <input className={input} list="audit-actions" value={draft.action} onChange={set('action')} placeholder="Any action" />
        <datalist id="audit-actions">
          {ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
      </label>
      <label className="grid gap-1 text-sm font-medium text-gray-700">
        Record
        <span className="grid grid-cols-2 gap-2">
          <input
            className={input}
            aria-label="Record type"
            value={draft.recordType}
            onChange={set('recordType')}
            placeholder="e.g. order"
          />
          <input className={input} aria-label="Record id" value={draft.recordId} onChange={set('recordId')} placeholder="id" />
        </span>
      </label>
      <label className="grid gap-1 text-sm font-medium text-gray-700">
        From
        <input type="date" className={input} value={draft.from} onChange={set('from')} />
      </label>
      <label className="grid gap-1 text-sm font-medium text-gray-700">
        To
        <input type="date" className={input} value={draft.to} onChange={set('to')} />
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit">Apply</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <TabSection
      id="audit-heading"
      title="Audit log"
      intro="Every sign-in and every change made in the admin, by whom and when (India time). Entries cannot be edited or deleted."
      headingClassName="text-lg font-bold text-gray-900"
      actions={
        <Button asChild variant="outline" size="sm">
          <a href={auditCsvUrl(filters)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      }
    >
      <Filters value={filters} onApply={setFilters} />
      {log.isLoading || log.isError ? (
        <QueryStatus query={log} loading="Loading the audit log..." error="Failed to load the audit log" />
      ) : entries.length === 0 ? (
        <EmptyTab icon={ScrollText}>No entries match these filters.</EmptyTab>
      ) : (
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {entries.length > 0 && log.data?.pages[0]?.total !== undefined && (
        <p className="text-sm text-gray-600" aria-live="polite">
          Showing {entries.length.toLocaleString('en-IN')} of {log.data.pages[0].total.toLocaleString('en-IN')} entries
        </p>
      )}
      {log.hasNextPage && (
        <Button type="button" variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
        </Button>
      )}
    </TabSection>
  );
}
