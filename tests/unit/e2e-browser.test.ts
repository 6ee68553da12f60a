import { describe, expect, it } from 'vitest';
import { e2eBrowserPath, FULL_CHROMIUM, HEADLESS_SHELL } from '../e2e/support/browser';

describe('the e2e suite’s browser (docs/decisions/199-e2e-in-chromium-headless-shell.md)', () => {
  it('is CHROMIUM_PATH when set, whatever is installed', () => {
    expect(e2eBrowserPath({ CHROMIUM_PATH: '/opt/chromium/chrome' }, () => true)).toBe('/opt/chromium/chrome');
  });

  it('is Debian’s headless shell when installed', () => {
    expect(e2eBrowserPath({}, (file) => file === HEADLESS_SHELL)).toBe('/usr/bin/chromium-headless-shell');
  });

  it('is Debian’s full Chromium when the headless shell is not installed', () => {
    expect(e2eBrowserPath({}, () => false)).toBe(FULL_CHROMIUM);
    expect(FULL_CHROMIUM).toBe('/usr/bin/chromium');
  });
});
