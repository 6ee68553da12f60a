/**
 * The amount the checkout shows is the amount the server charges, for every
 * cart the storefront can hold (keychains, plus phone cases and mugs an older cart or a link
 * may carry). The checkout's own functions build the display and the request; the real
 * POST /api/orders prices it.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { withTestApp } from '#tests/support/per-file';
import { buildCart, leftOutMessage, sellableOrder, type OrderData } from '#shared/cart';
import { BUILT_IN_COLORS, BUILT_IN_FONTS } from '#shared/catalog';
import { decimalToPaise } from '#shared/money';
import { buildCreateOrderRequest, type CheckoutFormValues } from '../../src/client/shop/checkout/order-request';
import type { TestApp } from '../setup/test-db';

let t: TestApp;
withTestApp((app) => (t = app));

const keychain = fc.record({
  customText: fc.constantFrom('Asha', 'Ravi', 'Meera', 'Om', 'Priya7'),
  fontFamily: fc.constantFrom(...BUILT_IN_FONTS.map((f) => f.value)),
  textColor: fc.constantFrom(...BUILT_IN_COLORS.map((c) => c.value)),
});
const cartArb: fc.Arbitrary<OrderData> = fc.record({
  keychains: fc.array(keychain, { minLength: 0, maxLength: 12 }),
  phoneCases: fc.option(
    fc.array(fc.record({ customText: fc.constant('P'), model: fc.constant('iPhone 15'), color: fc.constant('black') }), { maxLength: 3 }),
    {
      nil: undefined,
    },
  ),
  mugs: fc.option(
    fc.array(fc.record({ customText: fc.constant('M'), size: fc.constant('11oz'), color: fc.constant('white') }), { maxLength: 3 }),
    {
      nil: undefined,
    },
  ),
});

const form: CheckoutFormValues = {
  customerEmail: 'asha@example.in',
  customerName: 'Asha Verma',
  customerPhone: '9876543210',
  shippingAddress: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', stateCode: '27', zipCode: '411001', country: 'India' },
};

it('the total shown at checkout equals the total the server charges, for any cart', async () => {
  await fc.assert(
    fc.asyncProperty(cartArb, async (stored) => {
      const { order, leftOut } = sellableOrder(stored);
      const shown = buildCart(order).grandTotal;
      if (!order) {
        // Nothing payable: the checkout shows the empty cart and sends nothing.
        expect(shown).toBe(0);
        return;
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: buildCreateOrderRequest(order, form, BUILT_IN_COLORS),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const charged = decimalToPaise(res.json<{ totalPrice: string }>().totalPrice);
      expect(charged).toBe(shown);
      // Anything left out is said so on the page.
      expect(leftOutMessage(leftOut) !== null).toBe((stored.phoneCases?.length ?? 0) + (stored.mugs?.length ?? 0) > 0);
    }),
    { numRuns: 40 },
  );
});

it('a keychain and a mug: the checkout shows and charges ₹199, and says the mug left the cart', () => {
  const { order, leftOut } = sellableOrder({
    keychains: [{ customText: 'Asha', fontFamily: 'bangers', textColor: 'yellow' }],
    mugs: [{ customText: 'M', size: '11oz', color: 'white' }],
  });
  expect(buildCart(order).grandTotal).toBe(19_900);
  expect(leftOutMessage(leftOut)).toBe(
    'Custom phone cases and mugs are coming soon, so 1 mug left your cart. You pay only for your keychains.',
  );
});
