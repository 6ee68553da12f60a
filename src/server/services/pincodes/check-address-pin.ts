/**
 * The server's check that an address's state agrees with its PIN code
 * (docs/decisions/049-address-state-codes.md): the place of supply on a tax invoice is the
 * delivery address's state, so a shopper cannot pick another state than the PIN's.
 */
import { gstStateByCode } from '#shared/gst-states';
import { UNKNOWN_PIN_MESSAGE } from '#shared/schemas/pincode';
import { AppError } from '../../lib/app-error';
import type { PincodeDirectory } from './pincode-directory';

/** The message for a 6-digit PIN code the directory does not know (the forms show the same). */
export const UNKNOWN_PIN_CODE = UNKNOWN_PIN_MESSAGE;

/** "PIN code 560001 is in Karnataka, not Kerala". */
export function pinStateMismatch(pin: string, pinState: string, state: string): string {
  return `PIN code ${pin} is in ${pinState}, not ${state}`;
}

/**
 * Throws a 400 AppError with a field message unless `address.zipCode` is a PIN the directory
 * knows and `address.stateCode` is one of its states. `path` is the address's field path in the
 * request body (`shippingAddress`, `address`, `businessAddress`): issues name `<path>.zipCode`
 * or `<path>.state`.
 * @throws AppError BAD_REQUEST
 */
export function checkAddressPin(
  directory: PincodeDirectory,
  address: { state: string; stateCode: string; zipCode: string },
  path: string,
): void {
  const place = directory.find(address.zipCode);
  if (!place) {
    throw new AppError('BAD_REQUEST', UNKNOWN_PIN_CODE, { issues: [{ path: `${path}.zipCode`, message: UNKNOWN_PIN_CODE }] });
  }
  if (!directory.stateCodesOf(address.zipCode).includes(address.stateCode)) {
    const message = pinStateMismatch(address.zipCode, place.state, gstStateByCode(address.stateCode)?.name ?? address.state);
    throw new AppError('BAD_REQUEST', message, { issues: [{ path: `${path}.state`, message }] });
  }
}
