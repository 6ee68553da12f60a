import { describe, expect, it } from 'vitest';
import { type Dealer } from '#shared/schemas/dealer';
import { CreateDealerRequest } from '#shared/schemas/dealer-admin';
import { EditDealerForm, deletionConfirmed, dealerFormDefaults, setupStatus, toCreateDealerBody, toDealerUpdates } from './dealer-form';

const dealer: Dealer = {
  id: 3,
  businessName: 'Sharma Gifts',
  ownerName: 'Anil Sharma',
  phoneNumber: '9876543210',
  email: 'anil@sharmagifts.in',
  businessAddress: { street: '4 Chandni Chowk', city: 'Delhi', state: 'Delhi', zipCode: '110006', country: 'India' },
  gstin: null,
  isActive: true,
  keychainCredits: 20,
  totalCreditsEarned: 20,
  totalCreditsUsed: 0,
  totalPurchases: '1300.00',
  totalOrders: 0,
  lastLoginAt: null,
  lastPurchaseAt: null,
  adminNotes: null,
  volumeBonus: null,
  hasPin: false,
  pinDisabled: false,
  setupCodeExpiresAt: null,
  pinLockedUntil: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('setup status badge', () => {
  it('tells a live code, an expired code and no code apart', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(setupStatus({ setupCodeExpiresAt: '2026-03-01T10:00:01Z' }, now)).toBe('Awaiting first login');
    expect(setupStatus({ setupCodeExpiresAt: '2026-03-01T10:00:00Z' }, now)).toBe('Setup code expired');
    expect(setupStatus({ setupCodeExpiresAt: null }, now)).toBe('No PIN, no setup code');
  });
});

describe('dealer form', () => {
  it('starts a new dealer in India, active, blank', () => {
    const values = dealerFormDefaults();
    expect(values.businessAddress.country).toBe('India');
    expect(values.isActive).toBe(true);
    expect(values.businessName).toBe('');
  });

  it('reports the spec messages for missing fields and a bad phone', () => {
    const result = EditDealerForm.safeParse({ ...dealerFormDefaults(), phoneNumber: '98765' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('Business name is required');
    expect(messages).toContain('Phone number must be exactly 10 digits');
    expect(messages).toContain('City is required');
  });

  it('requires the country when editing', () => {
    const values = dealerFormDefaults(dealer);
    const result = EditDealerForm.safeParse({ ...values, businessAddress: { ...values.businessAddress, country: '' } });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Country is required']);
  });

  it('sends a new dealer without isActive and without empty notes', () => {
    const parsed = EditDealerForm.parse(dealerFormDefaults(dealer));
    const body = toCreateDealerBody(parsed);
    expect(body).not.toHaveProperty('isActive');
    expect(body).not.toHaveProperty('adminNotes');
    expect(CreateDealerRequest.safeParse(body).success).toBe(true);
  });

  it('sends edits with isActive and cleared notes as null', () => {
    const parsed = EditDealerForm.parse({ ...dealerFormDefaults(dealer), isActive: false });
    expect(toDealerUpdates(parsed)).toMatchObject({ isActive: false, adminNotes: null, businessName: 'Sharma Gifts' });
  });

  it('takes an optional GSTIN: blank is unregistered, a wrong check character or another state is refused on the field', () => {
    const values = { ...dealerFormDefaults(dealer), businessAddress: { ...dealer.businessAddress, city: 'Pune', state: 'Maharashtra' } };
    expect(toCreateDealerBody(EditDealerForm.parse(values))).not.toHaveProperty('gstin');
    expect(toDealerUpdates(EditDealerForm.parse(values)).gstin).toBe('');
    const registered = EditDealerForm.parse({ ...values, gstin: '27aapfu0939f1zv' });
    expect(toCreateDealerBody(registered).gstin).toBe('27AAPFU0939F1ZV');
    const typo = EditDealerForm.safeParse({ ...values, gstin: '27AAPFU0939F1ZX' });
    expect(typo.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gstin', 'GSTIN check character does not match: please check for a typing mistake'],
    ]);
    const delhi = EditDealerForm.safeParse({ ...dealerFormDefaults(dealer), gstin: '27AAPFU0939F1ZV' });
    expect(delhi.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['gstin', "GSTIN's first two digits (27, Maharashtra) must match the state of the business address (07, Delhi)"],
    ]);
  });

  it('deletes only when the business name is typed exactly', () => {
    expect(deletionConfirmed('Sharma Gifts', 'Sharma Gifts')).toBe(true);
    expect(deletionConfirmed('sharma gifts', 'Sharma Gifts')).toBe(false);
    expect(deletionConfirmed(null, 'Sharma Gifts')).toBe(false);
  });
});
