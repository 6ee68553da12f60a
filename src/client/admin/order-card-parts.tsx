/**
 * Parts of the admin's order card (order-card.tsx): section titles, links to the order's tax
 * documents and one keychain design with its proof.
 */
import { FileText } from 'lucide-react';
import { cssFontFamily } from '#shared/catalog';
import type { KeychainDesign } from '#shared/schemas/keychain-design';
import { orderDocumentUrl } from './admin-api';
import { fontLabel, type OrderColor, type OrderFont } from './order-options';
import { designColors, NOT_AVAILABLE, orNotAvailable } from './order-format';

/** A card section's small heading. */
export function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-500">{children}</h4>;
}

/** A link that opens one of the order's tax documents (its PDF) in a new tab. */
export function OrderDocumentLink({
  orderId,
  kind,
  className,
  children,
}: {
  orderId: number;
  kind: Parameters<typeof orderDocumentUrl>[1];
  /** The link's text colour. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={orderDocumentUrl(orderId, kind)}
      target="_blank"
      rel="noreferrer"
      className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold ${className} underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500`}
    >
      <FileText className="h-3.5 w-3.5" aria-hidden="true" />
      {children}
    </a>
  );
}

/** One keychain: its proof (or a swatch in the browser's font), text, font and colour. */
export function DesignRow({
  design,
  fonts,
  colors,
  proofUrl,
}: {
  design: KeychainDesign;
  fonts: OrderFont[];
  colors: OrderColor[];
  /** The server's proof image of this keychain, drawn from the print geometry. */
  proofUrl?: string;
}) {
  const pair = designColors(design, colors);
  const fontName = design.fontFamily ? fontLabel(design.fontFamily, fonts) : NOT_AVAILABLE;
  const colourHidden = colors.find((c) => c.value === design.textColor)?.hidden === true;
  const text = orNotAvailable(design.customText);
  return (
    <li className="flex flex-wrap items-center gap-3">
      {proofUrl ? (
        // The server's proof replaces the browser-font swatch: it is what the printer prints.
        <a href={proofUrl} target="_blank" rel="noreferrer" className="shrink-0" title="Open the proof image">
          <img
            src={proofUrl}
            alt={`Proof of "${text}": the print outline in its colours`}
            width={120}
            height={63}
            loading="lazy"
            className="h-[63px] w-[120px] rounded-md object-cover ring-1 ring-black/10"
          />
        </a>
      ) : (
        <span
          className="inline-flex h-10 min-w-16 max-w-40 shrink-0 items-center justify-center overflow-hidden rounded-md px-3 text-lg leading-none ring-1 ring-black/10"
          style={{
            color: pair?.fontColor ?? '#111827',
            backgroundColor: pair?.backgroundColor ?? '#f3f4f6',
            fontFamily: design.fontFamily ? cssFontFamily(design.fontFamily, fonts) : undefined,
          }}
          aria-hidden="true"
        >
          <span className="truncate">{text}</span>
        </span>
      )}
      <dl className="min-w-[9rem] flex-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-gray-500">Text:</dt>
          <dd className="truncate font-semibold text-gray-900">{text}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-gray-500">Font:</dt>
          <dd className="text-gray-800">{fontName}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="text-gray-500">Colour:</dt>
          <dd className="text-gray-800">
            {pair?.displayName ?? orNotAvailable(design.textColor)}
            {colourHidden && ' (hidden)'}
          </dd>
        </div>
      </dl>
    </li>
  );
}
