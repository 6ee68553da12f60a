/**
 * "Order again" on an order in My Account: its keychains go into the cart at today's
 * prices; keychains whose font or colour is no longer sold are left out and named in a toast.
 */
import { RotateCcw } from 'lucide-react';
import type { MyOrder } from '#shared/schemas/auth';
import { addKeychainsToCart, splitReorderable } from '../api/designs';
import { useColorCombinations, useFonts } from '../api/options';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { countOf } from '#shared/plural';

export function OrderAgainButton({ order }: { order: MyOrder }) {
  const { fonts, isLoading: fontsLoading } = useFonts();
  const { colors, isLoading: colorsLoading } = useColorCombinations();
  const onClick = () => {
    const { sellable, unsold } = splitReorderable(order.keychains, fonts, colors);
    const added = sellable.length ? addKeychainsToCart(sellable) : 0;
    const skipped = unsold.map((u) => `“${u.customText}” (${u.missing.join(', ')} no longer sold)`).join('; ');
    if (added === 0) {
      toast({ title: 'Nothing added', description: skipped || 'Your cart is full.', variant: 'destructive' });
      return;
    }
    toast({
      title: `${countOf(added, 'keychain')} added to cart`,
      description: skipped ? `Not added: ${skipped}. Pick another font or colour in the customizer.` : 'At today’s prices.',
      variant: skipped ? 'default' : 'success',
    });
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={fontsLoading || colorsLoading}
      aria-label={`Order again: order #${order.id}`}
    >
      <RotateCcw aria-hidden />
      Order again
    </Button>
  );
}
