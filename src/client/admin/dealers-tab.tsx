/** Dealers tab ("Dealer Management", spec §2, §5): the dealer grid and its dialogs. */
import { useState } from 'react';
import { Plus, Store } from 'lucide-react';
import type { Dealer } from '#shared/schemas/dealer';
import { QueryStatus } from '../components/query-status';
import { Button } from '../components/ui/button';
import { CreditsDialog } from './dealers/credits-dialog';
import { DealerCard } from './dealers/dealer-card';
import { DealerFormDialog } from './dealers/dealer-form-dialog';
import { DealerHistoryDialog } from './dealers/dealer-history-dialog';
import { DeleteDealerDialog } from './dealers/delete-dealer-dialog';
import { useAdminDealers } from './dealers/dealers-api';
import { ResetPinDialog } from './dealers/reset-pin-dialog';

export function DealersTab() {
  const dealers = useAdminDealers();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Dealer | null>(null);
  const [crediting, setCrediting] = useState<Dealer | null>(null);
  const [resetting, setResetting] = useState<Dealer | null>(null);
  const [deleting, setDeleting] = useState<Dealer | null>(null);
  const [viewing, setViewing] = useState<Dealer | null>(null);
  const list = dealers.data ?? [];

  return (
    <section aria-labelledby="dealers-title" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="dealers-title" className="text-xl font-bold text-gray-950">
            Dealer Management
          </h2>
          <p className="text-sm text-gray-600">Wholesale dealers, their keychain credits and PINs.</p>
        </div>
        <Button
          variant="brand"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden />
          Add New Dealer
        </Button>
      </div>

      {dealers.isLoading || dealers.isError ? (
        <QueryStatus query={dealers} loading="Loading dealers…" error="Failed to Load Dealers" />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gray-100 text-gray-500" aria-hidden>
            <Store className="h-6 w-6" />
          </span>
          <p className="text-gray-700">No dealers yet - Get started by adding your first wholesale dealer.</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((dealer) => (
            <DealerCard
              key={dealer.id}
              dealer={dealer}
              onCredits={() => setCrediting(dealer)}
              onResetPin={() => setResetting(dealer)}
              onHistory={() => setViewing(dealer)}
              onEdit={() => {
                setEditing(dealer);
                setFormOpen(true);
              }}
            />
          ))}
        </div>
      )}

      <DealerFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        dealer={editing}
        onDelete={(dealer) => {
          setFormOpen(false);
          setDeleting(dealer);
        }}
      />
      <CreditsDialog dealer={crediting} onOpenChange={(open) => !open && setCrediting(null)} />
      <DealerHistoryDialog dealer={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <ResetPinDialog dealer={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <DeleteDealerDialog dealer={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </section>
  );
}
