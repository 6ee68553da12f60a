export function HomeRoute() { return <div>HomeRoute</div>; }
export function GuestHomePage() { return <div>GuestHomePage</div>; }
