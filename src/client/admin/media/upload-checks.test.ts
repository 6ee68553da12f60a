import { describe, expect, it } from 'vitest';
import { checkUploadFiles, formatKb, uploadFailureNotice } from './upload-checks';

const MB = 1024 * 1024;

describe('checkUploadFiles', () => {
  it.each([
    [[{ name: 'a.png', type: 'image/png', size: 1000 }], null],
    [[{ name: 'a.jpg', type: 'image/jpeg', size: 10 * MB }], null],
    [[{ name: 'a.webp', type: '', size: 1000 }], null],
    [[{ name: 'a.svg', type: 'image/svg+xml', size: 1000 }], 'Invalid file type'],
    [[{ name: 'notes.txt', type: '', size: 10 }], 'Invalid file type'],
    [[{ name: 'a.gif', type: 'image/gif', size: 10 * MB + 1 }], 'File too large'],
    [
      [
        { name: 'big.png', type: 'image/png', size: 11 * MB },
        { name: 'x.pdf', type: 'application/pdf', size: 1 },
      ],
      'Invalid file type',
    ],
  ])('%j → %s', (files, title) => {
    const notice = checkUploadFiles(files);
    expect(notice?.title ?? null).toBe(title);
  });

  it('uses the messages of docs/product.md#5-validation', () => {
    expect(checkUploadFiles([{ name: 'a.txt', type: 'text/plain', size: 1 }])?.description).toBe(
      'Please upload an image file (JPG, PNG, GIF, WebP).',
    );
    expect(checkUploadFiles([{ name: 'a.png', type: 'image/png', size: 11 * MB }])?.description).toBe(
      'Please upload an image smaller than 10MB.',
    );
  });
});

describe('uploadFailureNotice', () => {
  it.each([
    [null, null, false, 'Upload Failed', 'Failed to upload files. Please try again.'],
    [500, 'boom', true, 'Upload Failed', 'Failed to upload file. Please try again.'],
    [413, null, false, 'File too large', 'Please upload an image smaller than 10MB.'],
    [
      400,
      'Please upload an image file (JPG, PNG, GIF, WebP).',
      true,
      'Invalid file type',
      'Please upload an image file (JPG, PNG, GIF, WebP).',
    ],
    [400, 'Please upload an image of at most 40 megapixels.', false, 'Upload Failed', 'Please upload an image of at most 40 megapixels.'],
  ])('%s %s targeted=%s → %s', (status, message, targeted, title, description) => {
    expect(uploadFailureNotice(status, message, targeted)).toEqual({ title, description });
  });
});

it('formats sizes in KB', () => {
  expect(formatKb(12_600)).toBe('12.3 KB');
  expect(formatKb(70)).toBe('0.1 KB');
});
