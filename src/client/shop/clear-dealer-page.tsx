export function ClearDealerPage() { return <div>ClearDealerPage</div>; }
