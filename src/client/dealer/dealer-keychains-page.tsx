/**
 * /dealer/keychains (docs/product.md#dealer-screens, docs/product.md#dealer-flows,
 * docs/product.md#dealer-inputs, docs/product.md#customer-messages): customer details and keychain
 * designs, saved as drafts on every change; one credit per keychain with text is deducted by the
 * server when the order is created.
 */
import { attemptKey, finishAttempt } from '../api/idempotency';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Coins, Eraser, Loader2, Plus, Send } from 'lucide-react';
import { STORAGE_KEYS } from '#shared/cart';
import { editKeychain } from '../shop/customizer/customizer-state';
import { ApiError } from '../api/fetch';
import { useColorCombinations, useFonts } from '../api/options';
import { Button, buttonVariants } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { canAddKeychain, orderCreditSummary } from './credit-math';
import { CustomerForm } from './customer-form';
import { CreateDesignRequest } from '#shared/schemas/designs';
import { toNewDesign } from '../api/designs';
import { dealerApi, useSaveDealerDesign } from './dealer-api';
import { DealerSavedDesigns } from './dealer-saved-designs';
import { DealerKeychainCard } from './dealer-keychain-card';
import { isUnprintable, usePrintabilities } from '../api/printability';
import { BulkPasteDialog } from './bulk-paste-dialog';
import { DealerPage, DealerPageTitle } from './dealer-layout';
import type { Dealer } from './dealer-types';
import {
  blankKeychainDraft,
  buildDealerOrderPayload,
  emptyCustomerInfo,
  keychainsWithText,
  orderBlocker,
  parseCustomerInfo,
  parseKeychainDrafts,
  withCustomerField,
  withSavedDesign,
  type CustomerInfo,
  type KeychainDraft,
} from './order-draft';
import { countOf } from '#shared/plural';

function saveCustomerDraft(info: CustomerInfo) {
  writeStorage(STORAGE_KEYS.dealerCustomerInfo, JSON.stringify(info));
}
function saveKeychainDraft(keychains: KeychainDraft[]) {
  writeStorage(STORAGE_KEYS.dealerKeychainCustomization, JSON.stringify(keychains));
}

function orderErrorText(error: unknown, fallback = 'Failed to create order'): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
    if (error.bodyText.trim() !== '' && error.body === null) return error.bodyText;
  }
  return fallback;
}

function KeychainOrder({ dealer, reload }: { dealer: Dealer; reload: () => void }) {
  const [info, setInfo] = useState<CustomerInfo>(() => parseCustomerInfo(readStorage(STORAGE_KEYS.dealerCustomerInfo)));
  const [keychains, setKeychains] = useState<KeychainDraft[]>(() =>
    parseKeychainDrafts(readStorage(STORAGE_KEYS.dealerKeychainCustomization)),
  );
  const [confirmClear, setConfirmClear] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const { fonts } = useFonts();
  const { colors } = useColorCombinations();
  const balance = dealer.keychainCredits;
  const summary = orderCreditSummary(keychains.length, keychainsWithText(keychains).length, balance);
  const canAdd = canAddKeychain(keychains.length, balance);
  // A design the printability guard refuses cannot be ordered (the server would refuse it too).
  const printability = usePrintabilities(keychains);
  const firstUnprintable = printability.findIndex(isUnprintable);
  const saveDesign = useSaveDealerDesign();
  const [savingId, setSavingId] = useState<string | null>(null);

  function save(keychain: KeychainDraft) {
    const body = toNewDesign({ ...keychain, customText: keychain.customText.trim() }, colors);
    const checked = CreateDesignRequest.safeParse(body);
    if (!checked.success) {
      return toast({ title: 'Cannot save yet', description: checked.error.issues[0]?.message ?? 'Check the text', variant: 'destructive' });
    }
    setSavingId(keychain.id);
    saveDesign.mutate(body, {
      onSuccess: () => toast({ title: 'Design saved', description: 'Find it under Saved designs below.', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Could not save', description: orderErrorText(error, 'Please try again.'), variant: 'destructive' }),
      onSettled: () => setSavingId(null),
    });
  }

  function changeInfo(field: keyof CustomerInfo, value: string) {
    setInfo((current) => {
      const next = withCustomerField(current, field, value);
      saveCustomerDraft(next);
      return next;
    });
  }

  function changeKeychains(update: (current: KeychainDraft[]) => KeychainDraft[]) {
    setKeychains((current) => {
      const next = update(current);
      saveKeychainDraft(next);
      return next;
    });
  }

  function resetAll() {
    removeStorage(STORAGE_KEYS.dealerCustomerInfo, STORAGE_KEYS.dealerKeychainCustomization);
    setInfo(emptyCustomerInfo());
    setKeychains([blankKeychainDraft()]);
  }

  async function createOrder() {
    if (inFlight.current) return;
    const blocker = orderBlocker(info, keychains, balance);
    if (blocker) return toast({ ...blocker, variant: 'destructive' });
    if (firstUnprintable !== -1) {
      return toast({
        title: 'Too thin to print',
        description: `Keychain ${firstUnprintable + 1} is too thin to print: shorten its text or pick a bolder font.`,
        variant: 'destructive',
      });
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const payload = buildDealerOrderPayload(info, keychains, colors);
      // The same order sent again (after a timeout) reuses its key: one order, one debit.
      const answer = await dealerApi.createOrder(payload, attemptKey('dealer-order', payload));
      finishAttempt('dealer-order');
      toast({
        title: 'Order Created Successfully!',
        description: `Order #${answer.orderId} has been placed. ${countOf(answer.creditsDeducted, 'credit')} deducted.`,
        variant: 'success',
      });
      resetAll();
      reload();
    } catch (error) {
      toast({ title: 'Error', description: orderErrorText(error), variant: 'destructive' });
      // A refusal is final for this request (a new attempt gets a new key); a network error is retried with the same key.
      if (error instanceof ApiError && error.status < 500 && error.status !== 409) finishAttempt('dealer-order');
      if (error instanceof ApiError && error.status === 409) reload();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <div className="grid gap-6">
      <DealerPageTitle title="Create Keychain Order" />

      <section
        aria-label="Credits"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-pink-200 bg-pink-50 px-4 py-3"
      >
        <p className="flex items-center gap-2 text-sm text-pink-900">
          <Coins className="h-5 w-5" aria-hidden />
          Available credits:
          <span className="text-xl font-extrabold tabular-nums text-pink-700" data-testid="dealer-credits">
            {balance}
          </span>
        </p>
        <div className="flex gap-2">
          <Link href="/dealer/purchase-credits" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Buy Credits
          </Link>
          <Button variant="outline" size="sm" onClick={() => setConfirmClear(true)} className="text-red-700">
            <Eraser aria-hidden />
            Clear All
          </Button>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <CustomerForm info={info} onChange={changeInfo} />
          <section aria-label="Keychains" className="grid gap-4">
            {keychains.map((keychain, index) => (
              <DealerKeychainCard
                key={keychain.id}
                index={index}
                keychain={keychain}
                fonts={fonts}
                colors={colors}
                canRemove={keychains.length > 1}
                onChange={(patch) => changeKeychains((current) => current.map((k) => (k.id === keychain.id ? editKeychain(k, patch) : k)))}
                onRemove={() => changeKeychains((current) => (current.length > 1 ? current.filter((k) => k.id !== keychain.id) : current))}
                onSave={() => save(keychain)}
                saving={savingId === keychain.id}
              />
            ))}
            <div className="grid gap-1">
              <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() =>
                    changeKeychains((current) => (canAddKeychain(current.length, balance) ? [...current, blankKeychainDraft()] : current))
                  }
                  disabled={!canAdd}
                  aria-describedby="add-keychain-hint"
                >
                  <Plus aria-hidden />
                  Add Another Keychain
                </Button>
                <BulkPasteDialog
                  fonts={fonts}
                  colors={colors}
                  room={Math.max(0, balance - keychainsWithText(keychains).length)}
                  onAdd={(drafts) => changeKeychains((current) => [...keychainsWithText(current), ...drafts])}
                />
              </div>
              {!canAdd && (
                <p id="add-keychain-hint" className="text-center text-sm text-gray-600">
                  You have {countOf(balance, 'credit')}: buy more credits to add another keychain.
                </p>
              )}
            </div>
          </section>
          <DealerSavedDesigns
            fonts={fonts}
            colors={colors}
            onUse={(design) => {
              const next = withSavedDesign(keychains, design, balance);
              if (next) changeKeychains(() => next);
              return next !== null;
            }}
          />
        </div>

        <aside
          aria-labelledby="order-summary-title"
          className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="order-summary-title" className="text-lg font-bold text-gray-950">
            Order Summary
          </h2>
          <dl className="mt-3 grid gap-2 text-sm">
            {(
              [
                ['Total Keychains', summary.totalKeychains],
                ['Credits Required', summary.creditsRequired],
                ['Available Credits', summary.availableCredits],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex justify-between">
                <dt className="text-gray-600">{label}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t border-gray-200 pt-2 text-base">
              <dt className="font-bold text-gray-900">Remaining Credits</dt>
              <dd
                className={
                  summary.remainingCredits < 0 ? 'font-extrabold tabular-nums text-red-600' : 'font-extrabold tabular-nums text-gray-950'
                }
              >
                {summary.remainingCredits}
              </dd>
            </div>
          </dl>
          {firstUnprintable !== -1 && (
            <p role="status" className="mt-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
              Keychain {firstUnprintable + 1} is too thin to print: shorten its text or pick a bolder font.
            </p>
          )}
          <Button variant="brand" size="lg" className="mt-4 w-full" onClick={() => void createOrder()} disabled={submitting}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            Create Order
          </Button>
        </aside>
      </div>

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear all details?"
        description="This erases the customer details and every keychain design saved on this device."
        confirmLabel="Clear All"
        onConfirm={resetAll}
      />
    </div>
  );
}

/** The dealer order page. */
export function DealerKeychainsPage() {
  return <DealerPage>{(dealer, reload) => <KeychainOrder dealer={dealer} reload={reload} />}</DealerPage>;
}
