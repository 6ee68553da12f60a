// The welcome page for signed-out visitors (docs/product.md#welcome): Continue with Google, Continue
// as Guest and Dealer Login, the policy links and the copyright line.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POLICY_LINKS } from '../policies/policy-links';
import { WelcomePage } from './welcome-page';

describe('WelcomePage', () => {
  it('offers Google sign-in, guest mode and the dealer login', () => {
    render(<WelcomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Chaabi');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/auth/google');
    expect(screen.getByRole('link', { name: 'Continue as Guest' }).getAttribute('href')).toBe('/guest');
    expect(screen.getByRole('link', { name: 'Dealer Login' }).getAttribute('href')).toBe('/dealer');
  });

  it('links the policies and carries the copyright line', () => {
    render(<WelcomePage />);
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(POLICY_LINKS.map((l) => l.href));
    expect(screen.getByText('© 2024 Chaabi. All rights reserved.')).toBeTruthy();
  });
});
