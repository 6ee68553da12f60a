/**
 * Toasts on Radix Toast with the docs/product.md#limits settings: at most 1 shown, 5000 ms, swipe
 * right with a 50 px threshold, F8 focuses the viewport. `toast()` can be called from anywhere.
 */
import * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A toast's content. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  /** Display time in ms (default 5000). */
  duration?: number;
  /** One action button (e.g. Undo); `altText` tells screen readers how to do it otherwise. */
  action?: { label: string; altText: string; onClick: () => void };
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const TOAST_LIMIT = 1;
let nextId = 1;
let items: ToastItem[] = [];
const listeners = new Set<(items: ToastItem[]) => void>();

function emit() {
  for (const listener of listeners) listener(items);
}

/** Shows a toast; the newest replaces the one on screen (limit 1). */
export function toast(input: ToastInput): void {
  items = [{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
}

/** Removes every toast (tests start each case without the last one's toasts: tests/setup/setup-dom.ts). */
export function clearToasts(): void {
  items = [];
  emit();
}

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Renders the toast viewport; mount once at the root. */
export function Toaster() {
  const [current, setCurrent] = React.useState<ToastItem[]>(items);
  React.useEffect(() => {
    listeners.add(setCurrent);
    // A page may toast during its own mount, before this effect subscribes (docs/product.md#states's
    // "Welcome back!" restore toast): pick up whatever was emitted meanwhile.
    setCurrent(items);
    return () => {
      listeners.delete(setCurrent);
    };
  }, []);
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          duration={t.duration ?? 5000}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            t.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900'
              : t.variant === 'success'
                ? 'border-green-200 bg-green-50 text-green-900'
                : 'border-gray-200 bg-white text-gray-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="break-words text-sm opacity-90 [overflow-wrap:anywhere]">
                {t.description}
              </ToastPrimitive.Description>
            )}
            {t.action && (
              <ToastPrimitive.Action
                altText={t.action.altText}
                onClick={t.action.onClick}
                className="mt-1 w-fit rounded-md border border-current px-2.5 py-1 text-xs font-semibold hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500"
              >
                {t.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100" aria-label="Close">
            <X className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
