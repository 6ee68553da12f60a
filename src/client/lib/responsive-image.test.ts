import { describe, expect, it } from 'vitest';
import { responsiveImageProps } from './responsive-image';

describe('responsiveImageProps', () => {
  it('lists every variant and the original by width, with the box size', () => {
    const props = responsiveImageProps(
      {
        url: '/uploads/a.png',
        width: 2400,
        height: 1800,
        variants: [
          { width: 320, url: '/uploads/a-320w.webp' },
          { width: 1280, url: '/uploads/a-1280w.webp' },
        ],
      },
      '100vw',
    );
    expect(props).toEqual({
      src: '/uploads/a-1280w.webp',
      srcSet: '/uploads/a-320w.webp 320w, /uploads/a-1280w.webp 1280w, /uploads/a.png 2400w',
      sizes: '100vw',
      width: 2400,
      height: 1800,
    });
  });

  it('keeps an older upload without variants on its own URL', () => {
    expect(responsiveImageProps({ url: '/uploads/b.jpg', width: 800, height: 600, variants: [] }, '100vw')).toEqual({
      src: '/uploads/b.jpg',
      width: 800,
      height: 600,
    });
    expect(responsiveImageProps({ url: '/uploads/c.jpg', width: null, height: null }, '100vw')).toEqual({ src: '/uploads/c.jpg' });
  });
});
