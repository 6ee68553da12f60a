/**
 * The frame of every policy page (docs/decisions/047-policy-pages.md): the shop layout, the
 * page's heading and date, its sections, links to the other policies, and the seller's details
 * from GET /api/shop-info. The text is prerendered at build; the seller's details are fetched
 * when the page runs, so the served HTML never shows stale ones.
 */
import type { ReactNode } from 'react';
import type { ShopInfoResponse } from '#shared/schemas/business-settings';
import { formatIndianPhone } from '#shared/phone';
import { useShopInfo } from '../../api/shop-info';
import { Button } from '../../components/ui/button';
import { ShopLayout } from '../layout/shop-layout';
import { PolicyLinkItems } from './policy-nav';

/** A link inside a policy's text. */
export const POLICY_LINK_CLASS = 'font-semibold text-pink-700 hover:underline';

/** When the policies' text last changed (shown on every page). */
export const POLICIES_UPDATED = '26 November 2026';

/** One policy page: eyebrow, h1, a lead paragraph, then its sections. */
export function PolicyPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <ShopLayout>
      <article aria-labelledby="policy-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Policies</p>
        <h1 id="policy-title" className="mt-2 text-3xl font-black tracking-tight text-gray-950 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-gray-500">Last updated {POLICIES_UPDATED}</p>
        <div className="mt-6 text-base leading-relaxed text-gray-700">{lead}</div>
        <div className="mt-8 grid gap-8">{children}</div>
        <nav aria-label="Other policies" className="mt-12 border-t border-gray-200 pt-6">
          <h2 className="text-sm font-bold uppercase tracking-wider text-gray-500">Our policies</h2>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <PolicyLinkItems linkClassName="rounded font-semibold text-pink-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500" />
          </ul>
        </nav>
      </article>
    </ShopLayout>
  );
}

/** A titled section of a policy. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-extrabold tracking-tight text-gray-950">{title}</h2>
      <div className="grid gap-3 text-base leading-relaxed text-gray-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
        {children}
      </div>
    </section>
  );
}

/** The seller's details as a definition list (e-mail and phone as links). */
function SellerList({ info }: { info: ShopInfoResponse }) {
  const rows: [string, ReactNode][] = [
    ['Legal name', info.legalName],
    ...(info.tradeName !== info.legalName ? ([['Trading as', info.tradeName]] as [string, ReactNode][]) : []),
    [
      'Registered address',
      <span className="whitespace-pre-line">{`${info.address}\n${info.stateName} (state code ${info.stateCode}), India`}</span>,
    ],
    ['GSTIN', info.gstin ?? 'Not registered for GST'],
    [
      'E-mail',
      <a href={`mailto:${info.email}`} className="font-semibold text-pink-700 hover:underline">
        {info.email}
      </a>,
    ],
    [
      'Phone',
      <a href={`tel:+91${info.phone}`} className="font-semibold text-pink-700 hover:underline">
        {formatIndianPhone(info.phone)}
      </a>,
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]" data-testid="seller-details">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-gray-500">{term}</dt>
          <dd className="text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The grievance officer's details (E-Commerce Rules 2020, rule 4(4)). */
function GrievanceOfficerList({ info }: { info: ShopInfoResponse }) {
  const officer = info.grievanceOfficer;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]" data-testid="grievance-officer">
      <dt className="text-sm font-semibold text-gray-500">Name</dt>
      <dd className="text-gray-900">{officer.name}</dd>
      <dt className="text-sm font-semibold text-gray-500">Designation</dt>
      <dd className="text-gray-900">{officer.designation}</dd>
      <dt className="text-sm font-semibold text-gray-500">E-mail</dt>
      <dd>
        <a href={`mailto:${officer.email}`} className="font-semibold text-pink-700 hover:underline">
          {officer.email}
        </a>
      </dd>
      <dt className="text-sm font-semibold text-gray-500">Phone</dt>
      <dd>
        <a href={`tel:+91${officer.phone}`} className="font-semibold text-pink-700 hover:underline">
          {formatIndianPhone(officer.phone)}
        </a>
      </dd>
      <dt className="text-sm font-semibold text-gray-500">Address</dt>
      <dd className="whitespace-pre-line text-gray-900">{`${info.legalName}\n${info.address}`}</dd>
    </dl>
  );
}

/**
 * The seller's details (or the grievance officer's) from GET /api/shop-info: a placeholder
 * while they load (that is what the prerendered HTML holds), a retry when they cannot be loaded.
 */
export function ShopInfoBlock({ show }: { show: 'seller' | 'grievance-officer' }) {
  const query = useShopInfo();
  if (query.data) return show === 'seller' ? <SellerList info={query.data} /> : <GrievanceOfficerList info={query.data} />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p>The seller’s details could not be loaded.</p>
        <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="min-h-24 animate-pulse rounded-xl bg-gray-100 p-4 text-sm text-gray-500">
      Loading the seller’s details…
    </p>
  );
}
