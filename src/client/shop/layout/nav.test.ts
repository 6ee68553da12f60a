import { describe, expect, it } from 'vitest';
import { cartTarget, greetingName, isGuestMode, logoHref, sectionHref, signInHref } from './nav';

describe('header navigation', () => {
  it('keeps section links on the page on / and /guest', () => {
    expect(sectionHref('/', 'gallery')).toBe('#gallery');
    expect(sectionHref('/guest', 'customizer')).toBe('#customizer');
  });

  it('sends Custom Keychains on /checkout to /#customizer', () => {
    expect(sectionHref('/checkout', 'customizer')).toBe('/#customizer');
    expect(sectionHref('/contact', 'about')).toBe('/#about');
  });

  it('links the logo to / when signed in and /guest otherwise', () => {
    expect(logoHref(true)).toBe('/');
    expect(logoHref(false)).toBe('/guest');
  });

  it('is in guest mode only on /guest', () => {
    expect(isGuestMode('/guest')).toBe(true);
    expect(isGuestMode('/')).toBe(false);
    expect(isGuestMode('/guest/x')).toBe(false);
  });

  it('greets by first name, then e-mail, then "User"', () => {
    expect(greetingName({ firstName: 'Asha', email: 'a@x.in' })).toBe('Asha');
    expect(greetingName({ firstName: '  ', email: 'a@x.in' })).toBe('a@x.in');
    expect(greetingName({ firstName: null, email: null })).toBe('User');
    expect(greetingName(null)).toBe('User');
  });

  it('opens checkout from the Cart button only when an order is stored', () => {
    expect(cartTarget(2)).toBe('checkout');
    expect(cartTarget(0)).toBe('customizer');
  });
});

describe('signInHref', () => {
  it('returns a shopper to a share page, the checkout or the contact page, and anywhere else to home', () => {
    expect(signInHref('/api/auth/google', '/d/abcDEF_123-xyz')).toBe('/api/auth/google?returnTo=%2Fd%2FabcDEF_123-xyz');
    expect(signInHref('/api/login', '/checkout')).toBe('/api/login?returnTo=%2Fcheckout');
    expect(signInHref('/api/auth/google', '/checkout')).toBe('/api/auth/google?returnTo=%2Fcheckout');
    expect(signInHref('/api/auth/google', '/contact')).toBe('/api/auth/google?returnTo=%2Fcontact');
    expect(signInHref('/api/auth/google', 'https://evil.example/checkout')).toBe('/api/auth/google');
    expect(signInHref('/api/auth/google', '/guest')).toBe('/api/auth/google');
    expect(signInHref('/api/auth/google', '//evil.example/d/x')).toBe('/api/auth/google');
  });
});
