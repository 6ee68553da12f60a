import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** The keys TanStack's own prefix matching finds under `prefix`, among `keys` put in a fresh cache. */
function matched(prefix: QueryKey, keys: readonly QueryKey[]): QueryKey[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 1);
  return client
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .map((q) => q.queryKey);
}

const orderKeys = [
  queryKeys.admin.orders.page({ page: 1, status: 'all' }),
  queryKeys.admin.orders.page({ page: 2, status: 'pending', q: 'asha' }),
  queryKeys.admin.orders.timeline(7),
];

describe('queryKeys', () => {
  it('keeps the shapes the hooks and their invalidations share', () => {
    expect(queryKeys.admin.orders.all).toEqual(['admin', 'orders']);
    expect(queryKeys.admin.orders.page({ page: 1 })).toEqual(['admin', 'orders', 'page', { page: 1 }]);
    expect(queryKeys.admin.orders.timeline(3)).toEqual(['admin', 'orders', 'timeline', 3]);
    expect(queryKeys.admin.dealers.list()).toEqual(['admin', 'dealers', 'list']);
    expect(queryKeys.admin.dealers.history(4)).toEqual(['admin', 'dealers', 'history', 4]);
    expect(queryKeys.options.admin('font')).toEqual(['options', 'admin', 'font']);
    expect(queryKeys.options.shop('color_combination')).toEqual(['options', 'shop', 'color_combination']);
    expect(queryKeys.media.gallery()).toEqual(['media', 'gallery']);
    expect(queryKeys.designs.mine()).toEqual(['designs', 'mine']);
    expect(queryKeys.dealer.designs()).toEqual(['dealer', 'designs']);
    expect(queryKeys.auth.user()).toEqual(['auth', 'user']);
  });

  it('invalidating admin orders reaches every orders page and timeline, nothing else', () => {
    const others = [queryKeys.admin.printQueue(), queryKeys.admin.dealers.list(), queryKeys.admin.session()];
    expect(matched(queryKeys.admin.orders.all, [...orderKeys, ...others])).toEqual(orderKeys);
  });

  it('invalidating options reaches the admin lists and the storefront lists of both types', () => {
    const options = (['font', 'color_combination'] as const).flatMap((t) => [queryKeys.options.admin(t), queryKeys.options.shop(t)]);
    expect(matched(queryKeys.options.all, [...options, queryKeys.admin.categories(), queryKeys.media.simple()])).toEqual(options);
  });

  it('invalidating media reaches the admin library, the gallery and the sample photos', () => {
    const media = [queryKeys.media.admin(), queryKeys.media.gallery(), queryKeys.media.simple()];
    expect(matched(queryKeys.media.all, [...media, queryKeys.admin.jobs()])).toEqual(media);
  });

  it('invalidating dealers reaches the list and every dealer history page', () => {
    const dealerKeys = [queryKeys.admin.dealers.list(), [...queryKeys.admin.dealers.history(4), 'ledger', 1]];
    expect(matched(queryKeys.admin.dealers.all, [...dealerKeys, queryKeys.dealer.history(4)])).toEqual(dealerKeys);
  });

  it('keeps siblings apart: the design list is not a prefix of shared links, one outbox page not of another', () => {
    expect(matched(queryKeys.designs.mine(), [queryKeys.designs.mine(), queryKeys.designs.shared('t')])).toEqual([
      queryKeys.designs.mine(),
    ]);
    expect(matched(queryKeys.admin.outbox.all, [queryKeys.admin.outbox.page(1), queryKeys.admin.outbox.mail(2)])).toHaveLength(2);
    expect(matched(queryKeys.admin.outbox.page(1), [queryKeys.admin.outbox.page(1), queryKeys.admin.outbox.page(2)])).toHaveLength(1);
  });
});
