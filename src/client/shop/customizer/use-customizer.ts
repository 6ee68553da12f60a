/**
 * The customizer's behaviour (docs/product.md#customizer-state): the pure reducer from
 * customizer-state.ts plus its side effects — storage, toasts and navigation.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { formatRupees } from '#shared/money';
import { rupees } from '../../lib/rupees';
import { MAX_CUSTOMIZER_QUANTITY, addAnotherUnitPrice, quoteKeychains } from '#shared/pricing';
import { takeDesignToEdit } from '../../lib/design-handoff';
import { isUnprintable, usePrintabilities } from '../../api/printability';
import { toast } from '../../components/ui/toast';
import { CUSTOMIZER_CLEARED_EVENT, clearCart, readOrderData, saveOrderData } from '../../lib/storage';
import {
  buyNowOrder,
  canAddAnother,
  canOrder,
  cartOrder,
  checkoutUrl,
  customizerReducer,
  initialCustomizerState,
  namedKeychainsDroppedBy,
  shouldToastStartFresh,
  showsCustomizeAllMessage,
  stateFromSavedOrder,
} from './customizer-state';
import { STL_TEXT_MESSAGES } from '#shared/keychain-text';

/**
 * Toast texts (docs/product.md#states), split into title and description with the exact words kept.
 */
export const CUSTOMIZER_TOASTS = {
  restored: { title: 'Welcome back!', description: 'Your previous customizations have been restored.' },
  startedFresh: { title: 'Started fresh!', description: 'All customizations have been cleared. Ready to start over.' },
  addedToCart: 'Added to cart!',
  keychainAdded: 'Keychain added',
} as const;

/** The customizer state, derived figures and actions. */
export function useCustomizer() {
  const [state, dispatch] = useReducer(customizerReducer, undefined, initialCustomizerState);
  const [, navigate] = useLocation();
  const restored = useRef(false);

  // docs/product.md#states: restore a saved order once on load; a restore error is only logged.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    try {
      const saved = stateFromSavedOrder(readOrderData());
      // A saved design opened with "Edit" joins the keychains and is selected.
      const editing = takeDesignToEdit();
      if (editing) {
        const base = saved?.keychains.filter((k) => k.customText) ?? [];
        const keychains = [...base.slice(0, MAX_CUSTOMIZER_QUANTITY - 1), editing];
        dispatch({ type: 'restore', state: { quantity: keychains.length, keychains, selectedIndex: keychains.length - 1 } });
        toast({ title: 'Design loaded', description: `“${editing.customText}” is ready to edit.` });
        return;
      }
      if (!saved) return;
      dispatch({ type: 'restore', state: saved });
      toast(CUSTOMIZER_TOASTS.restored);
    } catch (error) {
      console.warn('Could not restore the saved customizations', error);
    }
  }, []);

  // The header's Empty clears the designs here too (it used to leave them).
  useEffect(() => {
    const reset = () => dispatch({ type: 'reset' });
    window.addEventListener(CUSTOMIZER_CLEARED_EVENT, reset);
    return () => window.removeEventListener(CUSTOMIZER_CLEARED_EVENT, reset);
  }, []);

  // Lowering the quantity past typed names asks first, and Undo brings them back.
  const [pendingQuantity, setPendingQuantity] = useState<{ quantity: number; dropped: string[] } | null>(null);
  const applyQuantity = useCallback(
    (quantity: number) => {
      const previous = state;
      const dropped = namedKeychainsDroppedBy(state, quantity).map((k) => `“${k.customText}”`);
      dispatch({ type: 'setQuantity', quantity });
      if (dropped.length === 0) return;
      toast({
        title: dropped.length === 1 ? 'Keychain removed' : 'Keychains removed',
        description: `Removed ${dropped.join(', ')}.`,
        action: {
          label: 'Undo',
          altText: 'Undo: put the removed keychains back',
          onClick: () => dispatch({ type: 'restore', state: previous }),
        },
      });
    },
    [state],
  );
  const changeQuantity = useCallback(
    (quantity: number) => {
      const dropped = namedKeychainsDroppedBy(state, quantity);
      if (dropped.length === 0) dispatch({ type: 'setQuantity', quantity });
      else setPendingQuantity({ quantity, dropped: dropped.map((k) => `“${k.customText}”`) });
    },
    [state],
  );
  const confirmQuantity = useCallback(() => {
    if (pendingQuantity) applyQuantity(pendingQuantity.quantity);
    setPendingQuantity(null);
  }, [pendingQuantity, applyQuantity]);

  const quote = quoteKeychains(state.quantity);
  // A design the printability guard refuses cannot be bought: its card says so and the buttons wait.
  const printability = usePrintabilities(state.keychains);
  const unprintable = printability.map(isUnprintable);
  const firstUnprintable = unprintable.indexOf(true);
  const orderable = canOrder(state) && firstUnprintable === -1;
  const onlySpaces = state.keychains.findIndex((k) => k.customText !== '' && k.customText.trim() === '');
  const blockedReason =
    onlySpaces !== -1
      ? `Keychain ${onlySpaces + 1}: ${STL_TEXT_MESSAGES.spaces}. Type its text to enable ordering.`
      : firstUnprintable === -1
        ? null
        : `Keychain ${firstUnprintable + 1} is too thin to print: shorten its text or pick a bolder font.`;

  const addAnother = useCallback(() => {
    if (!canAddAnother(state)) return;
    const unitPrice = addAnotherUnitPrice(state.quantity);
    dispatch({ type: 'addAnother' });
    toast({
      title: CUSTOMIZER_TOASTS.keychainAdded,
      description: `Keychain ${state.quantity + 1} added. Now ${formatRupees(unitPrice)} per keychain.`,
    });
  }, [state]);

  const addToCart = useCallback(() => {
    if (!orderable) return;
    const order = cartOrder(state);
    saveOrderData(order);
    const count = order.keychains.length;
    toast({
      title: CUSTOMIZER_TOASTS.addedToCart,
      description: `${count} ${count === 1 ? 'keychain' : 'keychains'} · ${rupees(order.totalPrice ?? 0)}`,
      variant: 'success',
    });
  }, [state, orderable]);

  const buyNow = useCallback(() => {
    if (!orderable) return;
    const order = buyNowOrder(state);
    saveOrderData(order);
    navigate(checkoutUrl(order));
  }, [state, orderable, navigate]);

  const startFresh = useCallback(() => {
    const announce = shouldToastStartFresh(state);
    clearCart();
    dispatch({ type: 'reset' });
    if (announce) toast(CUSTOMIZER_TOASTS.startedFresh);
  }, [state]);

  return {
    state,
    dispatch,
    quote,
    orderable,
    /** Per keychain: the guard has said it cannot print. */
    unprintable,
    /** Why ordering waits although every keychain has text (a design too thin to print), or null. */
    blockedReason,
    showsCustomizeAll: showsCustomizeAllMessage(state),
    canAddAnother: canAddAnother(state),
    addAnotherPrice: addAnotherUnitPrice(state.quantity),
    addAnother,
    /** Asks before a lower quantity drops typed names (`pendingQuantity`), else applies it. */
    changeQuantity,
    pendingQuantity,
    confirmQuantity,
    cancelQuantity: () => setPendingQuantity(null),
    addToCart,
    buyNow,
    startFresh,
  };
}
