/**
 * The one-time setup code, shown to the admin once after creating a dealer or resetting a PIN
 * (docs/decisions/016): the code to read out, a Copy button and a WhatsApp message with the code
 * and the /dealer login address. The server keeps only a hash, so closing this loses the code
 * (a PIN reset issues a new one).
 */
import { useState } from 'react';
import { Check, Copy, MessageCircle } from 'lucide-react';
import { formatSetupCode } from '#shared/schemas/dealer';
import { Button, buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { formatDateTime } from '../../lib/dates';

/** What the panel needs: who the code is for, and the code with its expiry. */
export interface IssuedCode {
  businessName: string;
  ownerName: string;
  phoneNumber: string;
  setupCode: string;
  setupCodeExpiresAt: string;
}

function expiryText(iso: string): string {
  return formatDateTime(iso);
}

/** The WhatsApp share address: wa.me with the Indian number and the message prefilled. */
export function whatsAppShareUrl(issued: IssuedCode, loginUrl: string): string {
  const text =
    `Hello ${issued.ownerName}, your Chaabi dealer account for ${issued.businessName} is ready.\n` +
    `1. Open ${loginUrl}\n2. Enter your phone number ${issued.phoneNumber}\n` +
    `3. Enter this one-time setup code: ${formatSetupCode(issued.setupCode)}\n4. Choose your own PIN.\n` +
    `The code works once and expires on ${expiryText(issued.setupCodeExpiresAt)}.`;
  return `https://wa.me/91${issued.phoneNumber}?text=${encodeURIComponent(text)}`;
}

export function SetupCodePanel({ issued }: { issued: IssuedCode }) {
  const [copied, setCopied] = useState(false);
  const code = formatSetupCode(issued.setupCode);
  const loginUrl = `${window.location.origin}/dealer`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast({ title: 'Copied', description: 'The setup code is on the clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the code and copy it by hand.', variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-center">
        <p className="text-sm text-amber-900">One-time setup code for {issued.businessName}</p>
        <output
          aria-label="Setup code"
          className="mt-2 block select-all whitespace-nowrap font-mono text-2xl font-bold tracking-[0.12em] text-gray-950 sm:text-3xl sm:tracking-[0.2em]"
        >
          {code}
        </output>
        <p className="mt-2 text-xs text-amber-900">
          Valid until {expiryText(issued.setupCodeExpiresAt)}, for one use. It is shown only now: share it before closing.
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy Code'}
        </Button>
        <a
          href={whatsAppShareUrl(issued, loginUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'brand' })}
        >
          <MessageCircle aria-hidden />
          Send on WhatsApp
        </a>
      </div>
      <p className="text-sm text-gray-600">
        The dealer opens <span className="font-medium text-gray-900">{loginUrl}</span>, enters +91 {issued.phoneNumber} and this code, and
        chooses their own PIN.
      </p>
    </div>
  );
}
