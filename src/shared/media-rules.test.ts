import { describe, expect, it } from 'vitest';
import {
  findSamplePhoto,
  identifierWords,
  isGalleryPhoto,
  matchSample,
  sampleIdentifier,
  selectGalleryPhotos,
  type RuleMedia,
} from './media-rules';

let nextId = 1;
const media = (identifier: string | null, originalSize: number, id = nextId++): RuleMedia => ({ id, identifier, originalSize });

describe('isGalleryPhoto', () => {
  it.each([
    ['mainpic-1712', 10_001, true],
    ['banner-summer', 50_000, true],
    ['MainPic1', 20_000, true],
    ['mainpic-1712', 10_000, false],
    ['banner', 9_999, false],
    ['bangers-yellow', 500_000, false],
    [null, 500_000, false],
  ] as const)('%s of %d bytes → %s', (identifier, size, expected) => {
    expect(isGalleryPhoto(media(identifier, size))).toBe(expected);
  });
});

describe('selectGalleryPhotos', () => {
  it('puts the fixed names first in spec order, then the rest largest first', () => {
    const items = [
      media('banner-a', 20_000, 1),
      media('mainpic3-(1)', 11_000, 2),
      media('mainpic1.jpg', 12_000, 3),
      media('mainpic-99', 90_000, 4),
      media('mainpic2-(2)', 15_000, 5),
      media('small-mainpic', 5_000, 6),
      media('bangers-yellow', 99_000, 7),
      media('mainpic5-(1)', 30_000, 8),
      media('mainpic4-(1)', 13_000, 9),
      media('banner-b', 20_000, 10),
    ];
    expect(selectGalleryPhotos(items).map((m) => m.id)).toEqual([3, 5, 2, 9, 8, 4, 1, 10]);
  });

  it('returns an empty list when nothing qualifies', () => {
    expect(selectGalleryPhotos([media('general', 50_000)])).toEqual([]);
  });
});

describe('identifierWords and sampleIdentifier', () => {
  it.each([
    ['Bangers-Yellow', ['bangers', 'yellow']],
    ['permanent-marker-light-blue.png', ['permanent', 'marker', 'light', 'blue']],
    ['Pacifico Blue/White', ['pacifico', 'blue', 'white']],
  ])('%s → %j', (text, words) => {
    expect(identifierWords(text)).toEqual(words);
  });
  it('joins font and colour names with a hyphen', () => {
    expect(sampleIdentifier('bangers', 'light-blue')).toBe('bangers-light-blue');
  });
});

describe('matchSample', () => {
  it.each([
    ['bangers-yellow', 'bangers', 'yellow', true],
    ['Bangers-Yellow-1712345', 'bangers', 'yellow', true],
    ['bangers-yellow.jpg', 'bangers', 'yellow', true],
    ['bangers-blue-white', 'bangers', 'blue-white', true],
    ['bangers-light-pink', 'bangers', 'light-pink', true],
    ['permanent-marker-orange', 'permanent-marker', 'orange', true],
    // No shared-word or substring matches.
    ['bangers-light-blue', 'bangers', 'light-pink', false],
    ['bangers-light-pink', 'bangers', 'light-blue', false],
    ['bangers-light-blue', 'bangers', 'blue', false],
    ['bangers-blue', 'bangers', 'blue-white', false],
    ['bangers-blue-white', 'bangers', 'blue', false],
    ['permanent-marker-orange', 'marker', 'orange', false],
    ['marker-orange', 'permanent-marker', 'orange', false],
    ['bangers-yellow-extra', 'bangers', 'yellow', false],
    ['yellow-bangers', 'bangers', 'yellow', false],
    ['chewy-yellow', 'bangers', 'yellow', false],
    ['bangers-green', 'bangers', 'yellow', false],
    [null, 'bangers', 'yellow', false],
    ['bangers-yellow', 'bangers', '', false],
  ] as const)('%s for %s × %s → %s', (identifier, font, colour, expected) => {
    expect(matchSample(identifier, font, colour)).toBe(expected);
  });
});

describe('findSamplePhoto', () => {
  it('shows Light Pink only its own photo, never the bigger Light Blue one', () => {
    const items = [media('bangers-light-blue', 90_000, 1), media('bangers-light-pink', 20_000, 2)];
    expect(findSamplePhoto(items, 'bangers', 'light-pink')?.id).toBe(2);
    expect(findSamplePhoto(items, 'bangers', 'light-blue')?.id).toBe(1);
    expect(findSamplePhoto([media('bangers-light-blue', 90_000, 1)], 'bangers', 'light-pink')).toBeNull();
  });

  it('prefers a photo over 10000 bytes, then the largest', () => {
    const items = [media('bangers-blue-white', 20_000, 2), media('bangers-blue-white', 40_000, 3), media('bangers-blue-white', 70, 4)];
    expect(findSamplePhoto(items, 'bangers', 'blue-white')?.id).toBe(3);
  });

  it('falls back to the 70-byte "working" file, then the 68-byte "fixed" file', () => {
    expect(
      findSamplePhoto(
        [media('bangers-yellow', 68, 1), media('bangers-yellow', 70, 2), media('bangers-yellow', 5_000, 3)],
        'bangers',
        'yellow',
      )?.id,
    ).toBe(2);
    expect(findSamplePhoto([media('bangers-yellow', 68, 1), media('bangers-yellow', 5_000, 3)], 'bangers', 'yellow')?.id).toBe(1);
  });

  it('uses a small candidate when nothing better exists, and null when nothing matches', () => {
    expect(findSamplePhoto([media('bangers-yellow', 5_000, 1)], 'bangers', 'yellow')?.id).toBe(1);
    expect(findSamplePhoto([media('chewy-yellow', 50_000, 1), media('mainpic1', 50_000, 2)], 'bangers', 'yellow')).toBeNull();
    expect(findSamplePhoto([], 'bangers', 'yellow')).toBeNull();
  });

  it('breaks a size tie by the newest upload', () => {
    expect(findSamplePhoto([media('bangers-yellow', 20_000, 4), media('bangers-yellow', 20_000, 9)], 'bangers', 'yellow')?.id).toBe(9);
  });
});
