export function DealerSimplePage() { return <div>DealerSimplePage</div>; }
