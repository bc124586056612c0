import type { CustomerPage } from '@portal/shared/menu';

/** The pages that place a domestic order (insertOrder.do; the open API's shipments). */
export const PLACE_ORDER_PAGES = ['normalOrder', 'quickOrders'] as const satisfies readonly CustomerPage[];

/** The pages that print waybill labels (printOrder.do; the open API's labels). */
export const PRINT_LABEL_PAGES = ['orderManage', 'normalOrder', 'mangeWaybill'] as const satisfies readonly CustomerPage[];
