/** The Drizzle schema: one file per aggregate (docs/architecture.md). */
export * from './users';
export * from './catalog';
export * from './orders';
export * from './payments';
export * from './simulated-gateway';
export * from './media';
export * from './dealers';
export * from './customers';
export * from './operations';
export * from './designs';
export * from './jobs';
export * from './print-room';
export * from './settings';
export * from './shipping';
export * from './invoices';
export * from './printers';
export * from './instances';
