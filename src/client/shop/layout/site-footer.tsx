/**
 * The shop footer (docs/product.md#header-and-footer): Support, Connect, the policy pages, tagline,
 * copyright, and the seller's legal name and GSTIN from GET /api/shop-info (Consumer Protection
 * (E-Commerce) Rules 2020, rule 4; docs/decisions/047-policy-pages.md). The WhatsApp and e-mail
 * links are the seller's phone and e-mail from the same settings (docs/product.md#seller-details):
 * the prerendered footer links /contact until they load, then the links point at the seller.
 */
import { Link } from 'wouter';
import { Camera, Mail, MessageCircle, PackageSearch, Send, type LucideIcon } from 'lucide-react';
import { useShopInfo } from '../../api/shop-info';
import { INSTAGRAM_URL, shopContact } from '#shared/shop-contact';
import { PolicyLinkItems } from '../policies/policy-nav';

const footerLinkClass =
  'inline-flex items-center gap-2 rounded text-sm text-gray-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-400';

/** A footer column: its heading and its list of links. */
function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

/** A footer link with its icon; `external` opens it in a new tab. */
function FooterLink({
  href,
  icon: Icon,
  external,
  children,
}: {
  href: string;
  icon: LucideIcon;
  external?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li>
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={footerLinkClass}>
        <Icon className="h-4 w-4" aria-hidden />
        {children}
      </a>
    </li>
  );
}

/** "Sold by <legal name> · GSTIN <gstin>"; a line of the same height while it loads (no layout shift). */
function SellerLine() {
  const { data } = useShopInfo();
  return (
    <p className="min-h-4" data-testid="footer-seller">
      {data && (
        <>
          Sold by {data.legalName}
          {data.gstin ? ` · GSTIN ${data.gstin}` : ''}
        </>
      )}
    </p>
  );
}

/** Support: WhatsApp and e-mail from the business settings; /contact while they load (the prerendered HTML). */
function SupportColumn() {
  const { data } = useShopInfo();
  const contact = data ? shopContact(data) : null;
  return (
    <FooterColumn title="Support">
      <FooterLink href={contact?.whatsappUrl ?? '/contact'} icon={MessageCircle} external={contact !== null}>
        Chat on WhatsApp
      </FooterLink>
      <FooterLink href={contact?.emailHref ?? '/contact'} icon={Mail}>
        Email Support
        {contact && <span className="sr-only">({contact.email})</span>}
      </FooterLink>
    </FooterColumn>
  );
}

/** The site footer. */
export function SiteFooter() {
  return (
    <footer className="bg-gray-950 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:grid-cols-2 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2">
            <span aria-hidden className="grid h-9 w-9 place-items-center rounded-xl bg-white/10 font-bangers text-xl text-amber-400">
              C
            </span>
            <span className="text-xl font-extrabold tracking-tight text-white">Chaabi</span>
          </p>
          <p className="mt-4 text-sm leading-relaxed text-gray-400">
            Custom 3D printed keychains with your name, your font and your colours. Designed by you, printed in India, shipped free across
            India.
          </p>
        </div>

        <SupportColumn />

        <FooterColumn title="Connect">
          <FooterLink href={INSTAGRAM_URL} icon={Camera} external>
            Instagram
          </FooterLink>
          <li>
            <Link href="/contact" className={footerLinkClass}>
              <Send className="h-4 w-4" aria-hidden />
              Contact Us
            </Link>
          </li>
          <li>
            <Link href="/track" className={footerLinkClass}>
              <PackageSearch className="h-4 w-4" aria-hidden />
              Track Your Order
            </Link>
          </li>
        </FooterColumn>

        <FooterColumn title="Policies">
          <PolicyLinkItems linkClassName={footerLinkClass} />
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-7xl gap-1 px-4 py-6 text-xs text-gray-400 sm:flex sm:justify-between sm:px-6 lg:px-8">
          <p>© 2024 Chaabi. All rights reserved.</p>
          <SellerLine />
        </div>
      </div>
    </footer>
  );
}
