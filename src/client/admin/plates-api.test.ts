import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch';
import { dayTotalText, formatGrams, formatPrintTime, plateMoveFailure, plateMoveRequest, plateTakes, progressText } from './plates-api';

const conflict = (message: string) => new ApiError(409, JSON.stringify({ code: 'CONFLICT', message }), { code: 'CONFLICT', message });

describe('plateMoveRequest', () => {
  it('sends the group colour with the orders when making a plate', () => {
    expect(plateMoveRequest({ kind: 'create', orderIds: [3, 1], colourKey: 'fbbf24-on-000000' })).toEqual({
      url: '/api/admin/plates',
      body: { orderIds: [3, 1], colourKey: 'fbbf24-on-000000' },
    });
  });
  it('posts each move to its plate', () => {
    expect(plateMoveRequest({ kind: 'start', id: 7 }).url).toBe('/api/admin/plates/7/start');
    expect(plateMoveRequest({ kind: 'printed', id: 7 }).url).toBe('/api/admin/plates/7/printed');
    expect(plateMoveRequest({ kind: 'estimate', id: 7 }).url).toBe('/api/admin/plates/7/estimate');
    expect(plateMoveRequest({ kind: 'check', id: 7, failed: [{ orderId: 2, keychainIndex: 1 }] })).toEqual({
      url: '/api/admin/plates/7/check',
      body: { failed: [{ orderId: 2, keychainIndex: 1 }] },
    });
  });
});

describe('plateMoveFailure', () => {
  it('says PrusaSlicer is missing when an estimate answers 409', () => {
    const error = conflict('PrusaSlicer is not installed on the server: plates are not estimated');
    expect(plateMoveFailure({ kind: 'estimate', id: 1 }, error)).toEqual({
      title: 'No estimate',
      description: 'PrusaSlicer is not installed on the server: plates are not estimated',
    });
  });
  it('tells the loser of a race what happened and that the lists were refreshed', () => {
    expect(plateMoveFailure({ kind: 'start', id: 4 }, conflict('Plate #4 is printing, not queued'))).toEqual({
      title: 'Already changed',
      description: 'Plate #4 is printing, not queued. The lists have been refreshed.',
    });
    expect(plateMoveFailure({ kind: 'create', orderIds: [1], colourKey: 'a' }, conflict('Refresh the queue.')).description).toBe(
      'Refresh the queue. The lists have been refreshed.',
    );
  });
  it('shows other 4xx messages as they are and a network failure as a retry', () => {
    const bad = new ApiError(400, '', { code: 'VALIDATION', message: 'Select at least one order' });
    expect(plateMoveFailure({ kind: 'start', id: 1 }, bad).description).toBe('Select at least one order');
    expect(plateMoveFailure({ kind: 'start', id: 1 }, new TypeError('fetch failed')).description).toBe(
      'Could not reach the server. Please try again.',
    );
  });
});

describe('formats', () => {
  it('takes at most a bed of keychains', () => {
    expect(plateTakes(45, 30)).toBe(30);
    expect(plateTakes(3, 30)).toBe(3);
  });
  it('writes times, grams and progress', () => {
    expect(formatPrintTime(42 * 60 + 10)).toBe('42 min');
    expect(formatPrintTime(3900)).toBe('1 h 05 min');
    expect(formatGrams(12.345)).toBe('12.3 g');
    expect(progressText({ passed: 3, total: 4 })).toBe('3 of 4 printed');
  });
  it('sums the day only over estimated plates', () => {
    expect(dayTotalText(0, { estimatedSeconds: 0, filamentGrams: 0 })).toBe('no slicer estimates yet');
    expect(dayTotalText(2, { estimatedSeconds: 7800, filamentGrams: 84.21 })).toBe('slicer total 2 h 10 min · 84.2 g (2 estimated)');
  });
});
