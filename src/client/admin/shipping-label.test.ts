import { describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '#shared/schemas/admin-orders';
import { adminOrder } from '#tests/factories/admin-orders';
import { PUNE_ADDRESS_WITH_FLAT, threeKeychains } from '#tests/factories/orders';
import {
  barcodeSvg,
  buildShippingLabel,
  code128Modules,
  escapeHtml,
  printShippingLabel,
  printWindowLabel,
  shippingLabelBody,
  type LabelWindow,
} from './shipping-label';

// The Code 128 symbol table (ISO/IEC 15417), values 0-106 as module patterns, to decode independently.
const PATTERNS = [
  '11011001100',
  '11001101100',
  '11001100110',
  '10010011000',
  '10010001100',
  '10001001100',
  '10011001000',
  '10011000100',
  '10001100100',
  '11001001000',
  '11001000100',
  '11000100100',
  '10110011100',
  '10011011100',
  '10011001110',
  '10111001100',
  '10011101100',
  '10011100110',
  '11001110010',
  '11001011100',
  '11001001110',
  '11011100100',
  '11001110100',
  '11101101110',
  '11101001100',
  '11100101100',
  '11100100110',
  '11101100100',
  '11100110100',
  '11100110010',
  '11011011000',
  '11011000110',
  '11000110110',
  '10100011000',
  '10001011000',
  '10001000110',
  '10110001000',
  '10001101000',
  '10001100010',
  '11010001000',
  '11000101000',
  '11000100010',
  '10110111000',
  '10110001110',
  '10001101110',
  '10111011000',
  '10111000110',
  '10001110110',
  '11101110110',
  '11010001110',
  '11000101110',
  '11011101000',
  '11011100010',
  '11011101110',
  '11101011000',
  '11101000110',
  '11100010110',
  '11101101000',
  '11101100010',
  '11100011010',
  '11101111010',
  '11001000010',
  '11110001010',
  '10100110000',
  '10100001100',
  '10010110000',
  '10010000110',
  '10000101100',
  '10000100110',
  '10110010000',
  '10110000100',
  '10011010000',
  '10011000010',
  '10000110100',
  '10000110010',
  '11000010010',
  '11001010000',
  '11110111010',
  '11000010100',
  '10001111010',
  '10100111100',
  '10010111100',
  '10010011110',
  '10111100100',
  '10011110100',
  '10011110010',
  '11110100100',
  '11110010100',
  '11110010010',
  '11011011110',
  '11011110110',
  '11110110110',
  '10101111000',
  '10100011110',
  '10001011110',
  '10111101000',
  '10111100010',
  '11110101000',
  '11110100010',
  '10111011110',
  '10111101110',
  '11101011110',
  '11110101110',
  '11010000100',
  '11010010000',
  '11010011100',
  '1100011101011',
];

/** Decodes Code 128 modules (digits and printable ASCII in sets A, B, C) and checks the mod-103 checksum. */
function decodeCode128(modules: string): string {
  const stop = PATTERNS[106]!;
  expect(modules.endsWith(stop)).toBe(true);
  const body = modules.slice(0, -stop.length);
  expect(body.length % 11).toBe(0);
  const values = Array.from({ length: body.length / 11 }, (_, i) => PATTERNS.indexOf(body.slice(i * 11, i * 11 + 11)));
  expect(values).not.toContain(-1);
  const check = values.pop()!;
  expect(values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103).toBe(check);
  const starts: Record<number, 'A' | 'B' | 'C'> = { 103: 'A', 104: 'B', 105: 'C' };
  let set = starts[values[0]!];
  if (!set) throw new Error(`unexpected start ${values[0]}`);
  let text = '';
  for (const v of values.slice(1)) {
    if (v === 99) set = 'C';
    else if (v === 100) set = 'B';
    else if (v === 101) set = 'A';
    else text += set === 'C' ? String(v).padStart(2, '0') : String.fromCharCode(v + 32);
  }
  return text;
}

/** The order whose label is printed: Asha Verma's three keychains to a Pune flat, paid online. */
function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrder({
    id: 1234,
    customerName: 'Asha Verma',
    customerPhone: '+91 9876543210',
    keychains: threeKeychains(),
    quantity: 3,
    shippingAddress: { ...PUNE_ADDRESS_WITH_FLAT },
    createdAt: '2026-03-10T18:30:00.000Z',
    ...overrides,
  });
}

describe('code 128 barcode of the order id', () => {
  it.each(['1', '7', '42', '1234', '98765', '2147483647'])('encodes %s so that it decodes back with a valid checksum', (value) => {
    expect(decodeCode128(code128Modules(value))).toBe(value);
  });

  it('draws exactly the bars of the modules, with a 10-module quiet zone each side', () => {
    const modules = code128Modules('1234');
    const svg = barcodeSvg('1234', { moduleWidth: 2, height: 50 });
    const rects = [...svg.matchAll(/<rect x="(\d+)" y="0" width="(\d+)" height="50"\/>/g)].map(
      (m) => [Number(m[1]), Number(m[2])] as const,
    );
    const drawn = Array.from({ length: modules.length }, () => '0');
    for (const [x, w] of rects) for (let px = x; px < x + w; px += 2) drawn[px / 2 - 10] = '1';
    expect(drawn.join('')).toBe(modules);
    expect(svg).toContain(`width="${(modules.length + 20) * 2}"`);
    expect(svg).toContain('aria-label="Barcode of order 1234"');
  });
});

describe('buildShippingLabel', () => {
  it('takes brand, order id, recipient, +91 phone, address, PIN and item count from the order', () => {
    expect(buildShippingLabel(order())).toEqual({
      brand: 'Chaabi',
      orderId: 1234,
      barcodeValue: '1234',
      recipient: 'Asha Verma',
      phone: '+91 9876543210',
      addressLines: ['12 MG Road', 'Flat 4', 'Pune, Maharashtra'],
      pinCode: '411001',
      country: 'India',
      itemCount: 3,
      createdAt: '2026-03-10T18:30:00.000Z',
      // Without a booking or business settings: no AWB, courier or return address yet; always prepaid.
      awb: null,
      courier: null,
      paymentMark: 'PREPAID',
      collectInWords: null,
      advanceLine: null,
      returnAddress: [],
    });
  });

  it('adds +91 to a bare dealer phone and skips an empty address line 2', () => {
    const label = buildShippingLabel(
      order({
        customerPhone: '9123456789',
        shippingAddress: { street: '5 Park St', city: 'Kolkata', state: 'West Bengal', zipCode: '700016', country: 'India' },
      }),
    );
    expect(label.phone).toBe('+91 9123456789');
    expect(label.addressLines).toEqual(['5 Park St', 'Kolkata, West Bengal']);
  });
});

describe('shippingLabelBody', () => {
  it('shows every field and the barcode', () => {
    const html = shippingLabelBody(buildShippingLabel(order()));
    for (const text of [
      'Chaabi',
      'Order #1234',
      'Asha Verma',
      '12 MG Road',
      'Flat 4',
      'Pune, Maharashtra',
      'PIN 411001',
      '+91 9876543210',
      '3 items',
      'India',
      '<svg',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('escapes customer-typed text so a name cannot inject markup into the print window', () => {
    const html = shippingLabelBody(
      buildShippingLabel(
        order({
          customerName: '<img src=x onerror=alert(1)>',
          shippingAddress: { street: '"><script>alert(1)</script>', city: 'A&B', state: "O'Neil", zipCode: '411001', country: 'India' },
        }),
      ),
    );
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A&amp;B, O&#39;Neil');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('the payment mark of the print window', () => {
  it('reads PREPAID for an online order and COD — COLLECT with the cash to collect for COD, as the label PDF', () => {
    const prepaid = shippingLabelBody(printWindowLabel(order()));
    expect(prepaid).toContain('<p class="mark">PREPAID</p>');
    expect(prepaid).not.toContain('COD');
    const cod = shippingLabelBody(printWindowLabel(order({ paymentMethod: 'cod', paymentStatus: 'cod_pending', codCollectPaise: 54_000 })));
    expect(cod).toContain('<p class="mark">COD — COLLECT ₹540.00</p>');
    expect(cod).not.toContain('PREPAID');
    expect(cod).not.toContain('Paid online');
  });

  it('adds the advance paid online under the mark of a COD order that paid one, as the label PDF', () => {
    const cod = shippingLabelBody(
      printWindowLabel(order({ paymentMethod: 'cod', paymentStatus: 'cod_pending', codAdvancePaise: 10_000, codCollectPaise: 44_000 })),
    );
    expect(cod).toContain('<p class="mark">COD — COLLECT ₹440.00</p>');
    expect(cod).toContain('<p class="advance">Paid online ₹100.00 · To collect ₹440.00</p>');
  });
});

describe('printShippingLabel', () => {
  it('returns false when the popup is blocked', () => {
    expect(printShippingLabel(order(), () => null)).toBe(false);
  });

  it('fills the new window and prints it', () => {
    const appended: { textContent: string }[] = [];
    const win = {
      document: {
        title: '',
        head: { append: (el: { textContent: string }) => appended.push(el) },
        body: { innerHTML: '' },
        createElement: () => ({ textContent: '' }),
      },
      focus: vi.fn(),
      print: vi.fn(),
    };
    expect(printShippingLabel(order(), () => win as unknown as LabelWindow)).toBe(true);
    expect(win.document.title).toBe('Shipping label · Order #1234');
    expect(win.document.body.innerHTML).toContain('Asha Verma');
    expect(appended[0]!.textContent).toContain('@page');
    expect(win.print).toHaveBeenCalledOnce();
  });
});
