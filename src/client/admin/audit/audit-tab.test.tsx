// The owner's Audit log tab (docs/product.md#audit-log): entries newest first with who, what,
// which record and before → after; filters sent to the server on Apply; older pages on demand;
// the CSV link carries the same filters.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/schemas/staff';
import { stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../../tests/support/render-client';
import { AuditTab } from './audit-tab';
import { auditQuery, NO_AUDIT_FILTERS } from './audit-api';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 10,
    at: '2026-06-10T05:00:00.000Z',
    staffId: 2,
    staffEmail: 'priya@chaabi.local',
    role: 'support',
    action: 'order.status',
    recordType: 'order',
    recordId: '1042',
    before: { orderStatus: 'confirmed' },
    after: { orderStatus: 'processing' },
    status: 200,
    ip: '203.0.113.9',
    userAgent: 'Firefox',
    amountPaise: null,
    credits: null,
    count: 1,
    lastAt: '2026-06-10T05:00:00.000Z',
    ...overrides,
  };
}

const STAFF = {
  data: [
    {
      id: 2,
      email: 'priya@chaabi.local',
      name: 'Priya Sharma',
      role: 'support',
      status: 'active',
      hasSecondFactor: true,
      lastSignInAt: null,
      createdAt: '2026-06-01T00:00:00.000Z',
    },
  ],
};

describe('the Audit log tab', () => {
  it('lists who did what to which record, with the change and the time in India', async () => {
    stubFetch({
      'GET /api/admin/audit-log': {
        data: [
          entry(),
          entry({
            id: 9,
            action: 'sign_in.failed',
            staffId: null,
            staffEmail: 'x@y.in',
            role: null,
            recordType: null,
            recordId: null,
            before: null,
            after: null,
            status: 401,
          }),
        ],
        nextBefore: null,
      },
      'GET /api/admin/staff': STAFF,
    });
    renderWithClient(<AuditTab />);
    const first = (await screen.findByText('order.status')).closest('li')!;
    expect(within(first).getByText(/priya@chaabi\.local \(support\) · order #1042/)).toBeTruthy();
    expect(within(first).getByText('{"orderStatus":"confirmed"} → {"orderStatus":"processing"}')).toBeTruthy();
    expect(within(first).getByText('10 Jun 2026, 10:30 am', { exact: false })).toBeTruthy();
    const failed = screen.getByText('sign_in.failed').closest('li')!;
    expect(within(failed).getByText(/x@y\.in/)).toBeTruthy();
    expect(within(failed).getByText(/401/).className).toContain('text-red-700');
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
  });

  it('shows the amount a write moved, the credits, and how many times a refusal repeated', async () => {
    stubFetch({
      'GET /api/admin/audit-log': {
        data: [
          entry({ id: 12, action: 'POST /api/admin/orders/:id/refunds', recordType: 'refunds', recordId: '7', amountPaise: 170_050 }),
          entry({ id: 11, action: 'POST /api/admin/dealers/remove-credits', recordType: 'dealers', recordId: '3', credits: -25 }),
          entry({
            id: 10,
            action: 'POST /api/admin/printers',
            status: 403,
            before: null,
            after: null,
            count: 500,
            lastAt: '2026-06-10T05:00:40.000Z',
          }),
        ],
        nextBefore: null,
      },
      'GET /api/admin/staff': STAFF,
    });
    renderWithClient(<AuditTab />);
    const refund = (await screen.findByText('POST /api/admin/orders/:id/refunds')).closest('li')!;
    expect(within(refund).getByText(/refunds #7/)).toBeTruthy();
    expect(within(refund).getByText('₹1,700.50')).toBeTruthy();
    expect(within(screen.getByText('POST /api/admin/dealers/remove-credits').closest('li')!).getByText('-25 credits')).toBeTruthy();
    const flood = screen.getByText('POST /api/admin/printers').closest('li')!;
    expect(within(flood).getByText('×500')).toBeTruthy();
    // From the first to the last of the refusals.
    expect([...flood.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-06-10T05:00:00.000Z',
      '2026-06-10T05:00:40.000Z',
    ]);
  });

  it('sends the filters on Apply, and the CSV link carries them', async () => {
    const api = stubFetch({ 'GET /api/admin/audit-log': { data: [entry()], nextBefore: null }, 'GET /api/admin/staff': STAFF });
    renderWithClient(<AuditTab />);
    await screen.findByText('order.status');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Person' }), 'Priya Sharma (priya@chaabi.local)');
    await userEvent.type(screen.getByRole('combobox', { name: 'Action' }), 'order.status');
    await userEvent.type(screen.getByLabelText('Record id'), '1042');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('order.status');
    const last = api.calls.filter((c) => c.path === '/api/admin/audit-log').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ staffId: '2', action: 'order.status', recordId: '1042' });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit-log.csv?staffId=2&action=order.status&recordId=1042',
    );
  });

  it('shows older entries on demand, and says when nothing matches', async () => {
    const api = stubFetch({
      'GET /api/admin/audit-log': (call) =>
        call.query.get('before') === '10'
          ? { data: [entry({ id: 5, action: 'settings.business' })], nextBefore: null }
          : { data: [entry()], nextBefore: 10 },
      'GET /api/admin/staff': STAFF,
    });
    renderWithClient(<AuditTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('settings.business')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(api.calls.some((c) => c.query.get('before') === '10')).toBe(true);
  });

  it('says so when no entry matches', async () => {
    stubFetch({ 'GET /api/admin/audit-log': { data: [], nextBefore: null }, 'GET /api/admin/staff': STAFF });
    renderWithClient(<AuditTab />);
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });
});

describe('auditQuery', () => {
  it('keeps only the filters that are set, trimmed', () => {
    expect(auditQuery(NO_AUDIT_FILTERS)).toBe('');
    expect(auditQuery({ ...NO_AUDIT_FILTERS, action: ' sign_in ', from: '2026-06-01' }, { before: '7' })).toBe(
      '?action=sign_in&from=2026-06-01&before=7',
    );
  });
});
