/**
 * Dealers tab ("Dealer Management", docs/product.md#admin-dealers, docs/product.md#dealer-inputs):
 * the dealer grid and its dialogs; the server searches and pages the dealers, "Load more"
 * continuing after the last one shown (docs/decisions/181-admin-lists-page-with-a-cursor.md).
 */
import { useState } from 'react';
import { Plus, Store } from 'lucide-react';
import type { Dealer } from '#shared/schemas/dealer';
import { LoadMore } from '../components/load-more';
import { QueryStatus } from '../components/query-status';
import { SearchBox, useDebouncedSearch } from '../components/search-box';
import { Button } from '../components/ui/button';
import { CreditsDialog } from './dealers/credits-dialog';
import { DealerCard } from './dealers/dealer-card';
import { DealerFormDialog } from './dealers/dealer-form-dialog';
import { DealerHistoryDialog } from './dealers/dealer-history-dialog';
import { DeleteDealerDialog } from './dealers/delete-dealer-dialog';
import { useAdminDealers } from './dealers/dealers-api';
import { ResetPinDialog } from './dealers/reset-pin-dialog';
import { VolumeBonusDialog } from './dealers/volume-bonus-dialog';
import { EmptyTab, TabSection } from './tab-parts';

export function DealersTab() {
  const { text: search, setText: setSearch, query: q } = useDebouncedSearch();
  const dealers = useAdminDealers(q);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Dealer | null>(null);
  const [crediting, setCrediting] = useState<Dealer | null>(null);
  const [resetting, setResetting] = useState<Dealer | null>(null);
  const [deleting, setDeleting] = useState<Dealer | null>(null);
  const [viewing, setViewing] = useState<Dealer | null>(null);
  const [offering, setOffering] = useState<Dealer | null>(null);
  const list = dealers.data?.pages.flatMap((page) => page.data) ?? [];
  const total = dealers.data?.pages[0]?.total ?? 0;

  return (
    <TabSection
      id="dealers-title"
      title="Dealer Management"
      intro="Wholesale dealers, their keychain credits and PINs."
      className="grid gap-5"
      actions={
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
      }
    >
      <SearchBox label="Search dealers" placeholder="Business, owner, phone, e-mail or city" value={search} onSearch={setSearch} />

      {dealers.isLoading || dealers.isError ? (
        <QueryStatus query={dealers} loading="Loading dealers…" error="Failed to Load Dealers" />
      ) : list.length === 0 && q ? (
        <p className="py-8 text-center text-gray-600">No dealers match “{q}”.</p>
      ) : list.length === 0 ? (
        <EmptyTab icon={Store}>
          <p className="text-gray-700">No dealers yet - Get started by adding your first wholesale dealer.</p>
        </EmptyTab>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((dealer) => (
              <DealerCard
                key={dealer.id}
                dealer={dealer}
                onCredits={() => setCrediting(dealer)}
                onResetPin={() => setResetting(dealer)}
                onHistory={() => setViewing(dealer)}
                onOffer={() => setOffering(dealer)}
                onEdit={() => {
                  setEditing(dealer);
                  setFormOpen(true);
                }}
              />
            ))}
          </div>
          <LoadMore
            shown={list.length}
            total={total}
            noun="dealers"
            hasMore={dealers.hasNextPage}
            loading={dealers.isFetchingNextPage}
            onLoadMore={() => void dealers.fetchNextPage()}
          />
        </>
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
      <VolumeBonusDialog dealer={offering} onOpenChange={(open) => !open && setOffering(null)} />
      <DeleteDealerDialog dealer={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </TabSection>
  );
}
