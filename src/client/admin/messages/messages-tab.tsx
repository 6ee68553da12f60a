/**
 * The admin's Messages tab (docs/product.md#whatsapp-updates): every e-mail and WhatsApp message
 * the shop sent, newest first, with delivery states; filter by channel; 100 at a time, "Load more"
 * continuing after the last shown.
 */
import { useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { TabHeading } from '../tab-parts';
import { MessageList } from './message-list';
import { useAdminMessagePages, useAdminMessages, type MessagesFilter } from './messages-api';

const CHANNELS: { value: MessagesFilter['channel']; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'E-mail' },
];

export function MessagesTab() {
  const [channel, setChannel] = useState<MessagesFilter['channel']>(undefined);
  const messages = useAdminMessagePages(channel ? { channel } : {});
  const shown = messages.data?.pages.flatMap((page) => page.data) ?? [];
  const total = messages.data?.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="messages-heading" className="grid gap-4">
      <TabHeading id="messages-heading" title="Messages" className="text-lg font-bold text-gray-900">
        Order updates sent to customers and dealers. WhatsApp messages show sent, delivered and read as Meta reports them.
      </TabHeading>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Channel">
        {CHANNELS.map((option) => (
          <Button
            key={option.label}
            type="button"
            size="sm"
            variant={channel === option.value ? 'default' : 'outline'}
            aria-pressed={channel === option.value}
            onClick={() => setChannel(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {messages.data ? (
        <>
          <MessageList messages={shown} empty="No messages yet. A paid order writes its confirmation here." />
          {total > 0 && (
            <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
              <p className="text-sm text-gray-600" aria-live="polite">
                Showing {shown.length.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')} messages
              </p>
              {messages.hasNextPage && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => void messages.fetchNextPage()}
                  disabled={messages.isFetchingNextPage}
                >
                  {messages.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              )}
            </div>
          )}
        </>
      ) : (
        <QueryStatus query={messages} loading="Loading messages..." error="Failed to Load the Messages" />
      )}
    </section>
  );
}

/** One order's messages, under its card. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const messages = useAdminMessages({ orderId });
  if (!messages.data) return <QueryStatus query={messages} loading="Loading messages..." error="Failed to Load the Messages" />;
  return <MessageList messages={messages.data.data} empty="No messages for this order yet." />;
}
