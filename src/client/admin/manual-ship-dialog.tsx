/**
 * The Ship dialog of the manual courier (docs/decisions/099-manual-courier-and-random-dev-secrets.md):
 * production without Shiprocket, where the admin hands the parcels to a courier and types what it
 * gave. One courier for the chosen orders (a known one, whose tracking page the customer gets, or
 * another typed by name with an optional https link), and each order's AWB. The fields are checked
 * with the server's own schema before anything is sent.
 */
import { useId, useState } from 'react';
import { KNOWN_COURIERS } from '#shared/couriers';
import { CreateShipmentRequest } from '#shared/schemas/shipping';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../components/ui/dialog';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';

/** The body of one order's POST /api/admin/orders/:id/shipments. */
export interface ManualShipment {
  courier: string;
  awb: string;
  trackingUrl?: string;
}

const OTHER = 'other';

/** The dialog; `onShip` gets each order's checked body, in the order of `ids`. */
export function ManualShipDialog({
  open,
  onOpenChange,
  ids,
  onShip,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: readonly number[];
  onShip: (shipments: { id: number; body: ManualShipment }[]) => void;
}) {
  const courierId = `courier-${useId().replace(/:/g, '')}`;
  const [choice, setChoice] = useState<string>(KNOWN_COURIERS[0]!.name);
  const [otherName, setOtherName] = useState('');
  const [otherUrl, setOtherUrl] = useState('');
  const [awbs, setAwbs] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** A field's message goes as soon as it is edited (the next submit checks it again). */
  function clearError(key: string) {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const shipments: { id: number; body: ManualShipment }[] = [];
    for (const id of ids) {
      const body = {
        courier: choice === OTHER ? otherName : choice,
        awb: awbs[id] ?? '',
        ...(choice === OTHER && otherUrl.trim() !== '' ? { trackingUrl: otherUrl } : {}),
      };
      const checked = CreateShipmentRequest.safeParse(body);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const key = issue.path[0] === 'awb' ? `awb-${id}` : String(issue.path[0]);
          found[key] ??= issue.message;
        }
        continue;
      }
      const { courier, awb, trackingUrl } = checked.data ?? {};
      shipments.push({ id, body: { courier: courier!, awb: awb!, ...(trackingUrl ? { trackingUrl } : {}) } });
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onShip(shipments);
  }

  const count = ids.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title={`Ship ${count} ${count === 1 ? 'order' : 'orders'} by hand`}>
          Type the courier and the AWB it gave for each parcel. Each order is marked Shipped and the customer is e-mailed the AWB and the
          courier’s tracking link. Mark it Delivered yourself when the courier has delivered it.
        </DialogHeading>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Courier and AWB">
          <Field id={courierId} label="Courier">
            {(aria) => (
              <select
                {...aria}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
              >
                {KNOWN_COURIERS.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name}
                  </option>
                ))}
                <option value={OTHER}>Another courier…</option>
              </select>
            )}
          </Field>
          {choice === OTHER && (
            <>
              <Field label="Courier’s name" error={errors.courier}>
                {(aria) => (
                  <Input
                    {...aria}
                    value={otherName}
                    maxLength={60}
                    onChange={(e) => {
                      setOtherName(e.target.value);
                      clearError('courier');
                    }}
                  />
                )}
              </Field>
              <Field label="Tracking link" optional hint="The courier’s https:// page for this parcel" error={errors.trackingUrl}>
                {(aria) => (
                  <Input
                    {...aria}
                    type="url"
                    inputMode="url"
                    value={otherUrl}
                    onChange={(e) => {
                      setOtherUrl(e.target.value);
                      clearError('trackingUrl');
                    }}
                  />
                )}
              </Field>
            </>
          )}
          {ids.map((id) => (
            <Field key={id} label={`AWB for order #${id}`} error={errors[`awb-${id}`]}>
              {(aria) => (
                <Input
                  {...aria}
                  value={awbs[id] ?? ''}
                  maxLength={40}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  onChange={(e) => {
                    setAwbs((current) => ({ ...current, [id]: e.target.value }));
                    clearError(`awb-${id}`);
                  }}
                />
              )}
            </Field>
          ))}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Mark shipped</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
