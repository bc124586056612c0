// The drizzle schema: one module per area, gathered here for the client and drizzle-kit.
export * from './accounts.ts';
export * from './addresses.ts';
export * from './configuration.ts';
export * from './customers.ts';
export * from './dashboard.ts';
export * from './delivery-orders.ts';
export * from './files.ts';
export * from './geography.ts';
export * from './marketplace.ts';
export * from './network.ts';
export * from './order-imports.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './pre-orders.ts';
export * from './simulator.ts';
export * from './wallet.ts';
