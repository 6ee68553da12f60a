import { Store } from 'lucide-react';
import { ComingSoonCard } from './coming-soon-card';

/** Dealers tab ("Dealer Management", spec §2): lands with the dealer portal. */
export function DealersTab() {
  return <ComingSoonCard icon={Store} title="Dealer Management" description="Add wholesale dealers, top up their keychain credits and reset PINs." />;
}
