// The order module's public surface: the services built once per process, and the rules other
// modules reuse (a route's sort code, the order rules' refusal).

export { foldDayCounts } from './day-counts.ts';
export { OrderContexts } from './order-context.ts';
export { rulesBroken } from './place-order.ts';
export { PricingService } from './pricing-service.ts';
export { domesticSortCode } from './sort-code.ts';
export { WaybillNumbers } from './waybill-numbers.ts';
