/**
 * The cash on delivery code on Order Confirmed (docs/product.md#cash-on-delivery): the shopper
 * types the 6-digit code we sent (e-mail, and WhatsApp when they opted in); the order is printed
 * only once it is confirmed. "Send a new code" works 3 times; 5 wrong codes lock the order and
 * the shop calls instead.
 */
import { useState, type FormEvent } from 'react';
import { apiRequest, ApiError } from '../../api/fetch';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

/** POST /api/orders/:id/cod-confirmation: confirms with `code`. */
export function confirmCodOrder(orderId: number, code: string): Promise<{ orderId: number; orderStatus: string }> {
  return apiRequest('POST', `/api/orders/${orderId}/cod-confirmation`, { code });
}

/** POST /api/orders/:id/cod-confirmation/resend: a new code; answers the resends left. */
export function resendCodCode(orderId: number): Promise<{ resendsLeft: number }> {
  return apiRequest('POST', `/api/orders/${orderId}/cod-confirmation/resend`);
}

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.serverMessage : 'Something went wrong. Please try again.';
}

/** The code form; `onConfirmed` runs once the server confirmed the order. */
export function CodCodeEntry({ orderId, onConfirmed }: { orderId: number; onConfirmed: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !/^\d{6}$/.test(code)) {
      setError('The code has 6 digits');
      return;
    }
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      await confirmCodOrder(orderId, code);
      onConfirmed();
    } catch (cause) {
      setError(messageOf(cause));
      if (cause instanceof ApiError && cause.status === 429) setLocked(true);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      const { resendsLeft } = await resendCodCode(orderId);
      setCode('');
      setNote(
        `A new code is on its way. ${resendsLeft === 0 ? 'That was the last new code.' : `You can ask ${resendsLeft} more ${resendsLeft === 1 ? 'time' : 'times'}.`}`,
      );
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
      aria-label="Confirm your cash on delivery order"
      data-testid="cod-code-entry"
    >
      <label htmlFor="cod-code" className="text-sm font-medium text-gray-800">
        Confirmation code
      </label>
      <div className="flex gap-2">
        <Input
          id="cod-code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6 digits"
          maxLength={6}
          className="text-center text-lg tracking-[0.3em]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cod-code-error' : undefined}
          disabled={busy || locked}
        />
        <Button type="submit" variant="brand" disabled={busy || locked}>
          Confirm order
        </Button>
      </div>
      {error && (
        <p id="cod-code-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {note && (
        <p role="status" className="text-sm text-gray-700">
          {note}
        </p>
      )}
      {!locked && (
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start p-0 text-sm"
          disabled={busy}
          onClick={() => void resend()}
        >
          Send a new code
        </Button>
      )}
    </form>
  );
}
