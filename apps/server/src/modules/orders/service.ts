// The order module's public surface: the services built once per process, the rules other
// modules reuse (a route's sort code, the order rules' refusal), and the use cases the demo
// simulator drives for its seeded history (an order placed as of the past, a cancellation).
export { cancelOrder } from './cancel-order.ts';
export { foldDayCounts } from './day-counts.ts';
// The open API prints with the portal's own label checks and drawing.
export { labelsToPrint } from './labels-to-print.ts';
// The open API reads a shipment as the order details dialog does.
export { orderDetail } from './manage-detail.ts';
export { OrderContexts } from './order-context.ts';
export { PLACE_ORDER_PAGES, PRINT_LABEL_PAGES } from './pages.ts';
// Bulk import and pre-orders (issue 16) place their rows through the single order's own code.
export { type PlaceDeps, placeDomesticOrder } from './place-order.ts';
export { placeDomesticOrders } from './place-orders.ts';
export { placePastOrder } from './place-past-order.ts';
// The open API prices a shipment before it is placed with the order form's own pricing.
export { priceDomesticOrder } from './price-order.ts';
export { PricingService } from './pricing-service.ts';
export { findOrder, type ShipmentCursor, shipmentPage } from './repository.ts';
export { sendLabels } from './send-labels.ts';
export { WaybillNumbers } from './waybill-numbers.ts';
