import { describe, expect, it } from 'vitest';
import { customerProgress } from './order-steps';

const done = (orderStatus: string, paymentStatus: string) =>
  customerProgress(orderStatus, paymentStatus)
    .steps.filter((s) => s.done)
    .map((s) => s.step);

describe('customer-facing order steps', () => {
  it('shows an unpaid new order as placed only', () => {
    expect(done('pending', 'pending')).toEqual(['placed']);
    expect(done('pending', 'failed')).toEqual(['placed']);
  });

  it('marks paid once the payment completed, also while confirmed', () => {
    expect(done('pending', 'completed')).toEqual(['placed', 'paid']);
    expect(done('confirmed', 'completed')).toEqual(['placed', 'paid']);
  });

  it('walks through processing, shipped and delivered', () => {
    expect(done('processing', 'completed')).toEqual(['placed', 'paid', 'processing']);
    expect(done('shipped', 'completed')).toEqual(['placed', 'paid', 'processing', 'shipped']);
    expect(done('delivered', 'completed')).toEqual(['placed', 'paid', 'processing', 'shipped', 'delivered']);
  });

  it('never calls a cash on delivery order paid before the cash is with the shop: its step reads Confirmed', () => {
    const labels = (o: string, p: string) => customerProgress(o, p).steps.map((s) => s.label);
    expect(done('pending', 'cod_pending')).toEqual(['placed']);
    expect(done('confirmed', 'cod_pending')).toEqual(['placed', 'paid']);
    expect(labels('confirmed', 'cod_pending')).toEqual(['Placed', 'Confirmed', 'Processing', 'Shipped', 'Delivered']);
    expect(labels('delivered', 'cod_collected')[1]).toBe('Confirmed');
    expect(done('cancelled', 'cod_pending')).toEqual(['placed']);
    // Remitted: the cash reached the shop, so it is paid.
    expect(labels('delivered', 'completed')[1]).toBe('Paid');
  });

  it('says where a cancelled or refunded order stopped', () => {
    expect(customerProgress('cancelled', 'pending').stopped).toBe('cancelled');
    expect(customerProgress('shipped', 'refunded').stopped).toBe('refunded');
    expect(customerProgress('delivered', 'completed').stopped).toBeNull();
  });
});
