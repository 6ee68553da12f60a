/**
 * The admin's Messages tab (docs/product.md#whatsapp-updates): every e-mail and WhatsApp message
 * the shop sent, newest first, with delivery states; filter by channel.
 */
import { useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { Button } from '../../components/ui/button';
import { TabHeading } from '../tab-parts';
import { MessageList } from './message-list';
import { useAdminMessages, type MessagesFilter } from './messages-api';

const CHANNELS: { value: MessagesFilter['channel']; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'E-mail' },
];

export function MessagesTab() {
  const [channel, setChannel] = useState<MessagesFilter['channel']>(undefined);
  const messages = useAdminMessages(channel ? { channel } : {});
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
        <MessageList messages={messages.data.data} empty="No messages yet. A paid order writes its confirmation here." />
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
