/** One dealer in the Dealers tab grid (docs/product.md#admin-dealers). */
import { Clock, Coins, Gift, History, KeyRound, Loader2, LockOpen, Mail, MapPin, Pencil, Phone, type LucideIcon } from 'lucide-react';
import { volumeBonusOffer } from '#shared/dealer-volume-bonus';
import type { Dealer } from '#shared/schemas/dealer';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/dates';
import { toast } from '../../components/ui/toast';
import { rupees } from '../../lib/rupees';
import { setupStatus } from './dealer-form';
import { failureText, isDealerLocked, useUnlockDealer } from './dealers-api';
import { Stat } from '../stat';
import { useCan } from '../staff-context';

/** One of the card's small buttons: icon and word, with an accessible `name` that says which dealer. */
function CardAction({
  icon: Icon,
  label,
  name,
  onClick,
  variant = 'outline',
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  onClick: () => void;
  variant?: 'outline' | 'ghost';
}) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} aria-label={name}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}

export function DealerCard({
  dealer,
  onCredits,
  onResetPin,
  onEdit,
  onHistory,
  onOffer,
}: {
  dealer: Dealer;
  onCredits: () => void;
  onResetPin: () => void;
  onEdit: () => void;
  onHistory: () => void;
  /** Opens the volume offer dialog (docs/product.md#dealer-volume-bonus). */
  onOffer?: () => void;
}) {
  const canSetOffer = useCan('dealers:write');
  const headingId = `dealer-${dealer.id}-name`;
  const unlock = useUnlockDealer();
  const locked = isDealerLocked(dealer, new Date());
  const doUnlock = async () => {
    try {
      await unlock.mutateAsync(dealer.id);
      toast({ title: 'Dealer Unlocked', description: `${dealer.businessName} can log in with their PIN again.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: failureText('unlock dealer', error), variant: 'destructive' });
    }
  };
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-bold text-gray-950">
            {dealer.businessName}
          </h3>
          <p className="truncate text-sm text-gray-600">{dealer.ownerName}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge variant={dealer.isActive ? 'success' : 'secondary'}>{dealer.isActive ? 'Active' : 'Inactive'}</Badge>
          {dealer.pinDisabled && <Badge variant="danger">PIN disabled</Badge>}
          {!dealer.pinDisabled && locked && dealer.pinLockedUntil && (
            <Badge variant="warning">Locked until {formatDateTime(dealer.pinLockedUntil)}</Badge>
          )}
          {!dealer.hasPin && !dealer.pinDisabled && <Badge variant="warning">{setupStatus(dealer)}</Badge>}
        </div>
      </header>
      <ul className="mt-3 grid gap-1.5 text-sm text-gray-700">
        <li className="flex items-center gap-2">
          <Phone className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
          +91 {dealer.phoneNumber}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
          <span className="truncate">{dealer.email}</span>
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
          {dealer.businessAddress.city}, {dealer.businessAddress.state}
        </li>
        {dealer.gstin && (
          <li className="flex items-center gap-2 font-mono text-xs text-gray-600">
            <span className="font-sans text-gray-400">GSTIN</span>
            {dealer.gstin}
          </li>
        )}
        {dealer.volumeBonus && (
          <li className="flex items-center gap-2 font-medium text-green-800" data-testid="dealer-volume-offer">
            <Gift className="h-4 w-4 shrink-0 text-green-600" aria-hidden />
            {volumeBonusOffer(dealer.volumeBonus)}
          </li>
        )}
        <li className="flex items-center gap-2 text-gray-500">
          <Clock className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
          Last login: {dealer.lastLoginAt ? formatDateTime(dealer.lastLoginAt) : 'never'}
        </li>
      </ul>
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-gray-50 p-3 text-center">
        <Stat label="Credits" className="text-lg font-extrabold tabular-nums text-pink-700">
          {dealer.keychainCredits}
        </Stat>
        <Stat label="Orders" className="text-lg font-extrabold tabular-nums text-gray-900">
          {dealer.totalOrders}
        </Stat>
        <Stat label="Purchases" className="text-lg font-extrabold tabular-nums text-gray-900">
          {rupees(dealer.totalPurchases)}
        </Stat>
      </dl>
      <div className="mt-4 grid grid-cols-[1fr_auto_1fr] gap-2">
        <CardAction icon={Coins} label="Credits" name={`Credits for ${dealer.businessName}`} onClick={onCredits} />
        <Button variant="outline" size="sm" onClick={onResetPin} aria-label={`Reset PIN for ${dealer.businessName}`} title="Reset PIN">
          <KeyRound aria-hidden />
        </Button>
        <CardAction icon={Pencil} label="Edit" name={`Edit ${dealer.businessName}`} onClick={onEdit} />
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <CardAction icon={History} label="History" name={`History of ${dealer.businessName}`} onClick={onHistory} variant="ghost" />
        {onOffer && canSetOffer && (
          <CardAction icon={Gift} label="Offer" name={`Volume offer for ${dealer.businessName}`} onClick={onOffer} variant="ghost" />
        )}
        {locked && (
          <Button
            variant="destructive"
            size="sm"
            onClick={() => void doUnlock()}
            disabled={unlock.isPending}
            aria-label={`Unlock ${dealer.businessName}`}
          >
            {unlock.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <LockOpen aria-hidden />}
            Unlock
          </Button>
        )}
      </div>
    </article>
  );
}
