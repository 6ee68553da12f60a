import { Palette } from 'lucide-react';
import { ComingSoonCard } from './coming-soon-card';

/** Customization tab (spec §2): categories, colours and fonts. */
export function CustomizationTab() {
  return <ComingSoonCard icon={Palette} title="Customization" description="Manage product categories, colour combinations and fonts for the keychain customizer." />;
}
