/**
 * City and state from the PIN code (docs/decisions/048-pin-code-directory.md): once 6 digits
 * are typed, the address forms (checkout, My Account, the dealer forms) set the state and, unless
 * the shopper typed a city of their own, the city; a hint under the PIN says what was found.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { UNKNOWN_PIN_MESSAGE } from '#shared/schemas/pincode';
import { usePinLookup, type PinLookup } from '../api/pincodes';

/** How a form reads and writes its city and state fields. */
export interface PinAutofillTarget {
  getCity: () => string;
  setCity: (city: string) => void;
  setState: (stateName: string) => void;
}

/**
 * Looks `pin` up and fills the form once per PIN found. The city is replaced only while it is
 * blank or still the one filled from an earlier PIN, so a city the shopper typed stays.
 */
export function usePinAutofill(pin: string, target: PinAutofillTarget): PinLookup {
  const lookup = usePinLookup(pin);
  const filledPin = useRef<string | null>(null);
  const filledCity = useRef<string | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;
  const place = lookup.place;
  useEffect(() => {
    if (!place || filledPin.current === place.pin) return;
    filledPin.current = place.pin;
    const { getCity, setCity, setState } = targetRef.current;
    setState(place.state);
    const city = getCity().trim();
    if (city === '' || city === filledCity.current) {
      setCity(place.district);
      filledCity.current = place.district;
    }
  }, [place]);
  return lookup;
}

/** The line under a PIN code field: what the PIN is ("Bengaluru, Karnataka"), or that it is unknown. */
export function pinHint(lookup: PinLookup): ReactNode | undefined {
  switch (lookup.status) {
    case 'found':
      return (
        <span role="status" data-testid="pin-hint">
          {lookup.place.district}, {lookup.place.state}
        </span>
      );
    case 'unknown':
      return (
        <span role="status" data-testid="pin-hint" className="font-medium text-red-600">
          {UNKNOWN_PIN_MESSAGE}
        </span>
      );
    case 'loading':
      return <span role="status">Looking up the PIN code…</span>;
    default:
      return undefined;
  }
}
