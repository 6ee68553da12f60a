export function CheckoutPage() { return <div>CheckoutPage</div>; }
