// The checkout form filled as a shopper would (docs/product.md#checkout), for the component tests
// of the form and of the checkout page: one valid Karnataka address.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The checkout field labelled `label`. */
export const checkoutField = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** Types a valid e-mail, name, phone and Bengaluru address into the checkout form. */
export async function fillCheckoutForm(user: UserEvent): Promise<void> {
  await user.type(checkoutField('Email'), 'priya@example.in');
  await user.type(checkoutField('Full Name'), 'Priya Sharma');
  await user.type(checkoutField('Phone'), '9876543210');
  await user.type(checkoutField('Address Line 1'), '4 Lake View Road');
  await user.type(checkoutField('City'), 'Bengaluru');
  await user.selectOptions(checkoutField('State'), 'Karnataka');
  await user.type(checkoutField('PIN Code'), '560001');
}
