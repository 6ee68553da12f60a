/**
 * The contact page (docs/product.md#contact-page): the phone, WhatsApp and e-mail are the
 * seller's from the business settings (docs/product.md#seller-details), fetched after hydration;
 * the prerendered page holds a placeholder of the same height (docs/decisions/047-policy-pages.md).
 */
import { Link } from 'wouter';
import { ArrowRight, Clock, HeartHandshake, Mail, MessageCircle, Phone, Timer, Truck, type LucideIcon } from 'lucide-react';
import { buttonVariants } from '../components/ui/button';
import { shopContact } from '#shared/shop-contact';
import { useShopInfo } from '../api/shop-info';
import { cn } from '../lib/utils';
import { ShopLayout } from './layout/shop-layout';

const REASONS = [
  { icon: Truck, title: 'India-wide delivery', body: 'Free shipping to every PIN code in India.' },
  { icon: Timer, title: '3-5 business day turnaround', body: 'Each keychain is printed to order and sent out quickly.' },
  { icon: HeartHandshake, title: 'Personal support', body: 'Real people help you with designs, bulk orders and delivery.' },
] as const;

/** One way to reach the shop: its icon, its name and the details. */
function ContactCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm">
      <Icon className="h-6 w-6 text-pink-600" aria-hidden />
      <h2 className="mt-4 text-sm font-semibold uppercase tracking-wider text-gray-500">{title}</h2>
      {children}
    </div>
  );
}

const DETAIL_LINK =
  'mt-1 block rounded text-xl font-bold text-gray-950 hover:text-pink-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500';

const WHATSAPP_LINK = 'mt-3 inline-flex items-center gap-2 rounded text-sm font-semibold text-pink-700 hover:underline';

/** Where a detail goes while the seller's details load: the same height as the detail (no layout shift). */
function DetailPlaceholder() {
  return (
    <p className="mt-1 h-7 w-48 max-w-full animate-pulse rounded bg-gray-100" role="status">
      <span className="sr-only">Loading the shop’s contact details…</span>
    </p>
  );
}

/** /contact. */
export function ContactPage() {
  const { data } = useShopInfo();
  const contact = data ? shopContact(data) : null;
  return (
    <ShopLayout>
      <section aria-labelledby="contact-title" className="bg-gradient-to-b from-pink-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Contact</p>
          <h1 id="contact-title" className="mt-2 text-4xl font-black tracking-tight text-gray-950 sm:text-5xl">
            We’re here to help
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-gray-600">
            Questions about a design, a bulk order or your delivery? Call, message or write to us. We reply within 2-4 hours.
          </p>

          <div className="mt-10 grid gap-5 md:grid-cols-3">
            <ContactCard icon={Phone} title="Phone">
              {contact ? (
                <a href={contact.phoneHref} className={DETAIL_LINK} data-testid="contact-phone">
                  {contact.phoneDisplay}
                </a>
              ) : (
                <DetailPlaceholder />
              )}
              {contact ? (
                <a
                  href={contact.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={WHATSAPP_LINK}
                  data-testid="contact-whatsapp"
                >
                  <MessageCircle className="h-4 w-4" aria-hidden />
                  Chat on WhatsApp
                </a>
              ) : (
                <span className={cn(WHATSAPP_LINK, 'text-gray-400')}>
                  <MessageCircle className="h-4 w-4" aria-hidden />
                  Chat on WhatsApp
                </span>
              )}
            </ContactCard>
            <ContactCard icon={Mail} title="Email">
              {contact ? (
                <a href={contact.emailHref} className={cn(DETAIL_LINK, 'break-all')} data-testid="contact-email">
                  {contact.email}
                </a>
              ) : (
                <DetailPlaceholder />
              )}
              <p className="mt-3 text-sm text-gray-600">We reply within 2-4 hours.</p>
            </ContactCard>
            <ContactCard icon={Clock} title="Hours">
              <p className="mt-1 text-xl font-bold text-gray-950">Monday-Saturday</p>
              <p className="text-gray-700">9:00-20:00 IST</p>
            </ContactCard>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-title" className="text-3xl font-extrabold tracking-tight text-gray-950">
            Why Choose Chaabi
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {REASONS.map((r) => (
              <li key={r.title} className="flex gap-4 rounded-3xl bg-gray-50 p-6">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-2xl bg-pink-600 text-white">
                  <r.icon className="h-5 w-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-bold text-gray-950">{r.title}</h3>
                  <p className="mt-1 text-sm text-gray-600">{r.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col items-start gap-4 rounded-3xl bg-gray-950 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-2xl font-extrabold tracking-tight">Ready to make yours?</p>
              <p className="mt-1 text-gray-300">Design a keychain in under a minute.</p>
            </div>
            <Link href="/guest" className={cn(buttonVariants({ variant: 'brand', size: 'lg' }), 'h-12')}>
              Start Customizing
              <ArrowRight />
            </Link>
          </div>
        </div>
      </section>
    </ShopLayout>
  );
}
