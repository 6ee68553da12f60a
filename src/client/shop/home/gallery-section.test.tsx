// The home gallery (docs/product.md#customizer, docs/product.md#customizer-state): "Loading
// gallery...", the empty states for admins and visitors, and the carousel that turns every 3 s,
// pauses on hover, focus or Pause (and for reduced motion), and picks by dots, thumbnails and
// previous/next with its counter.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '../../api/media';
import { GallerySection } from './gallery-section';

function photos(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    url: `/media/gallery-${i + 1}.jpg`,
    thumbnailUrl: `/media/gallery-${i + 1}-thumb.jpg`,
    width: 1200,
    height: 800,
    variants: [],
    alt: `Custom keychain photo ${i + 1} of ${count}`,
  }));
}

/** jsdom has no matchMedia: a stand-in answering whether the visitor asked for reduced motion. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const counter = () => screen.getByTestId('gallery-counter').textContent;
const shown = () =>
  screen
    .getAllByRole('img')
    .find((img) => img.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('alt');

beforeEach(() => {
  prefersReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GallerySection states', () => {
  it('says it is loading', () => {
    render(<GallerySection isLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading gallery...');
  });

  it('shows visitors example designs when there are no photos', () => {
    render(<GallerySection />);
    expect(screen.getByText('Check out our amazing custom keychains!')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Example keychain designs' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByText('No gallery photos yet')).toBeNull();
  });

  it('tells an admin where to add photos', () => {
    render(<GallerySection isAdmin />);
    expect(screen.getByText('No gallery photos yet')).toBeTruthy();
    expect(screen.getByText('Add photos via the admin panel (Media Manager → Homepage gallery) to show them here.')).toBeTruthy();
  });
});

describe('GalleryCarousel', () => {
  it('turns to the next photo every 3 seconds and wraps round', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<GallerySection images={photos(3)} />);
    expect(counter()).toBe('1 / 3');
    expect(shown()).toBe('Custom keychain photo 1 of 3');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(counter()).toBe('1 / 3');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(counter()).toBe('2 / 3');
    expect(shown()).toBe('Custom keychain photo 2 of 3');
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(counter()).toBe('1 / 3');
  });

  it('holds still while hovered and turns again after', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<GallerySection images={photos(3)} />);
    const carousel = screen.getByRole('region', { name: 'Customer keychain photos' });
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(counter()).toBe('1 / 3');
    fireEvent.mouseLeave(carousel);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(counter()).toBe('2 / 3');
  });

  it('stops with Pause slideshow and starts with Play slideshow', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<GallerySection images={photos(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(counter()).toBe('2 / 3');
  });

  it('never turns by itself for a visitor who asked for reduced motion, and offers no Pause', () => {
    prefersReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<GallerySection images={photos(3)} />);
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(counter()).toBe('1 / 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('picks photos with previous and next, the dots and the thumbnails', async () => {
    const user = userEvent.setup();
    render(<GallerySection images={photos(4)} />);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('4 / 4');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 / 4');
    await user.click(within(screen.getByRole('group', { name: 'Choose photo' })).getByRole('button', { name: 'Go to photo 3' }));
    expect(counter()).toBe('3 / 4');
    expect(screen.getByRole('button', { name: 'Go to photo 3' }).getAttribute('aria-current')).toBe('true');
    await user.click(within(screen.getByRole('list', { name: 'Photo thumbnails' })).getByRole('button', { name: 'Show photo 2' }));
    expect(counter()).toBe('2 / 4');
    expect(shown()).toBe('Custom keychain photo 2 of 4');
  });

  it('shows a single photo without thumbnails, turning or Pause', () => {
    render(<GallerySection images={photos(1)} />);
    expect(counter()).toBe('1 / 1');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next photo' }).disabled).toBe(true);
    expect(screen.queryByRole('list', { name: 'Photo thumbnails' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });
});
