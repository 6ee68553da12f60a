/**
 * The recovery codes, shown once right after they are made (docs/product.md#staff-sign-in): the
 * ten codes, a copy button and a text-file download; "I have saved them" closes the panel and
 * they are never shown again.
 */
import { Copy, Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';

/** The codes of `codes`; `onDone` when the person has saved them. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Chaabi Admin recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'The recovery codes are on the clipboard.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the codes and copy them, or download them.', variant: 'destructive' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'chaabi-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-codes-title" className="font-bold text-gray-900">
        Save your recovery codes
      </h3>
      <p className="text-sm text-gray-700">
        Each code signs you in once if you lose your phone or passkey. They are shown only now: copy or download them and keep them
        somewhere safe.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:max-w-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" variant="brand" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}
