export function ShopLayout({ children }: { children: React.ReactNode }) { return <>{children}</>; }
