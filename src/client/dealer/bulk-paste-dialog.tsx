/**
 * "Paste a list" on the dealer order page (docs/decisions/057-dealer-bulk-paste.md): a pasted
 * list of names or CSV lines is checked as it is typed; the good lines become keychain cards at
 * once and the bad ones stay in the box, listed with their line number and reason.
 */
import { useId, useMemo, useState } from 'react';
import { ClipboardList, TriangleAlert } from 'lucide-react';
import type { ColorCombination } from '#shared/catalog';
import type { FontChoice } from '../api/options';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '../components/ui/dialog';
import { Label } from '../components/ui/label';
import { parseBulkKeychains } from './bulk-paste';
import type { KeychainDraft } from './order-draft';

/** The button and its dialog; `onAdd` receives the checked drafts, `room` is how many still fit. */
export function BulkPasteDialog({
  fonts,
  colors,
  room,
  onAdd,
}: {
  fonts: readonly FontChoice[];
  colors: readonly ColorCombination[];
  room: number;
  onAdd: (drafts: KeychainDraft[]) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const result = useMemo(() => parseBulkKeychains(pasted, { fonts, colors, room }), [pasted, fonts, colors, room]);
  const ready = result.drafts.length;

  function add() {
    if (ready === 0) return;
    onAdd(result.drafts);
    // The refused lines stay in the box to be fixed; the dialog closes when none are left.
    const lines = pasted.split(/\r?\n/);
    const left = result.problems.map((p) => lines[p.line - 1] ?? p.text).join('\n');
    setPasted(left);
    if (left === '') setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg">
          <ClipboardList aria-hidden />
          Paste a list
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeading title="Paste a list of names">
          One name per line, or CSV lines with <code>name,font,colour,customer</code> (font, colour and customer may be left blank). Each
          name follows the same rules as a typed one.
        </DialogHeading>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-list`}>Names</Label>
          <textarea
            id={`${id}-list`}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            rows={8}
            spellCheck={false}
            placeholder={'Asha\nRavi,Pacifico,Light Blue,Mrs Verma'}
            aria-describedby={`${id}-summary`}
            className="w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 md:text-sm"
          />
          <p id={`${id}-summary`} role="status" className="text-sm text-gray-700">
            {ready} {ready === 1 ? 'keychain' : 'keychains'} ready
            {result.problems.length > 0 &&
              ` · ${result.problems.length} ${result.problems.length === 1 ? 'line needs' : 'lines need'} fixing`}
            {` · room for ${room}`}
          </p>
        </div>
        {result.problems.length > 0 && (
          <ul aria-label="Lines to fix" className="grid max-h-48 gap-1 overflow-y-auto rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {result.problems.map((problem) => (
              <li key={problem.line} className="flex gap-2">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  Line {problem.line} (“{problem.text}”): {problem.message}
                </span>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="brand" onClick={add} disabled={ready === 0}>
            Add {ready} {ready === 1 ? 'keychain' : 'keychains'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
