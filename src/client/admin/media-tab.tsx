import { Images } from 'lucide-react';
import { ComingSoonCard } from './coming-soon-card';

/** Media Manager tab (spec §2): sample photos, gallery and the media library. */
export function MediaTab() {
  return <ComingSoonCard icon={Images} title="Media Manager" description="Upload keychain sample photos and homepage gallery images, and manage the media library." />;
}
