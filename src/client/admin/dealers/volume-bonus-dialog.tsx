/**
 * A dealer's volume offer (docs/product.md#dealer-volume-bonus): free extra credits, a whole
 * percent of a purchase of at least a size. Saved with PUT …/volume-bonus; "End offer" removes it.
 * The fields are checked with the server's schema, so the messages are the server's.
 */
import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { DealerVolumeBonus, volumeBonusCredits, volumeBonusOffer } from '#shared/dealer-volume-bonus';
import type { Dealer } from '#shared/schemas/dealer';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { failureText, useSetVolumeBonus } from './dealers-api';

/** The form's text as an offer, or the first field message per field. */
export function parseVolumeBonusForm(form: {
  minCredits: string;
  percent: string;
}): { ok: true; bonus: DealerVolumeBonus } | { ok: false; errors: Partial<Record<'minCredits' | 'percent', string>> } {
  const toNumber = (text: string) => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);
  const parsed = DealerVolumeBonus.safeParse({ minCredits: toNumber(form.minCredits), percent: toNumber(form.percent) });
  if (parsed.success) return { ok: true, bonus: parsed.data };
  const errors: Partial<Record<'minCredits' | 'percent', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as 'minCredits' | 'percent';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export function VolumeBonusDialog({ dealer, onOpenChange }: { dealer: Dealer | null; onOpenChange: (open: boolean) => void }) {
  const save = useSetVolumeBonus();
  const [form, setForm] = useState({ minCredits: '100', percent: '10' });
  const [errors, setErrors] = useState<Partial<Record<'minCredits' | 'percent', string>>>({});

  useEffect(() => {
    if (!dealer) return;
    setErrors({});
    setForm(
      dealer.volumeBonus
        ? { minCredits: String(dealer.volumeBonus.minCredits), percent: String(dealer.volumeBonus.percent) }
        : { minCredits: '100', percent: '10' },
    );
  }, [dealer]);

  const preview = parseVolumeBonusForm(form);

  const submit = async (bonus: DealerVolumeBonus | null) => {
    if (!dealer) return;
    try {
      await save.mutateAsync({ dealerId: dealer.id, volumeBonus: bonus });
      toast({
        title: bonus ? 'Offer saved' : 'Offer ended',
        description: bonus
          ? `${dealer.businessName}: ${volumeBonusOffer(bonus)}. Their next purchases get it.`
          : `${dealer.businessName}'s purchases no longer earn extra credits.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Offer not saved', description: failureText('save the offer', error), variant: 'destructive' });
    }
  };

  const onSave = () => {
    if (preview.ok) void submit(preview.bonus);
    else setErrors(preview.errors);
  };

  return (
    <Dialog open={dealer !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title="Volume offer">
          {`Free extra credits for ${dealer?.businessName ?? 'this dealer'} on every purchase of at least a size. Purchases already started keep what they were promised.`}
        </DialogHeading>
        <form
          id="volume-bonus-form"
          noValidate
          aria-label="Volume offer"
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <Field id="volume-bonus-min" label="On purchases of at least (credits)" error={errors.minCredits}>
            {(aria) => (
              <Input
                {...aria}
                inputMode="numeric"
                value={form.minCredits}
                onChange={(e) => setForm((f) => ({ ...f, minCredits: e.target.value }))}
              />
            )}
          </Field>
          <Field id="volume-bonus-percent" label="Extra credits (%)" error={errors.percent}>
            {(aria) => (
              <Input
                {...aria}
                inputMode="numeric"
                value={form.percent}
                onChange={(e) => setForm((f) => ({ ...f, percent: e.target.value }))}
              />
            )}
          </Field>
          <p className="text-sm text-gray-600 sm:col-span-2" aria-live="polite">
            {preview.ok
              ? `${volumeBonusOffer(preview.bonus)}: a purchase of ${preview.bonus.minCredits} earns ${volumeBonusCredits(preview.bonus.minCredits, preview.bonus)} free credits (rounded down).`
              : 'Enter a purchase size and a percent.'}
          </p>
        </form>
        <DialogFooter>
          {dealer?.volumeBonus && (
            <Button type="button" variant="ghost" onClick={() => void submit(null)} disabled={save.isPending}>
              End offer
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="volume-bonus-form" variant="brand" disabled={save.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Save offer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
