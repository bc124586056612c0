import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * The page behind each menu FUNCPATH. A page of a feature that is not built yet is absent here
 * and the menu route shows the "not available yet" page in its place.
 */
export const MENU_PAGES: Record<string, () => Promise<PageModule>> = {
  personalInfo: () => import('@/features/profile/personal-info-page.tsx'),
  table: () => import('@/features/table-admin/table-list-page.tsx'),
  tableAdd: () => import('@/features/table-admin/table-edit-page.tsx'),
  i18nManage: () => import('@/features/i18n-admin/i18n-admin-page.tsx'),
  userManage: () => import('@/features/sub-accounts/sub-accounts-page.tsx'),
  senderAddress: () => import('@/features/addresses/sender-address-page.tsx'),
  receiverAddress: () => import('@/features/addresses/receiver-address-page.tsx'),
  internationalAddress: () => import('@/features/addresses/international-address-page.tsx'),
  addressImport: () => import('@/features/addresses/import/address-import-page.tsx'),
  orderManage: () => import('@/features/orders/manage/order-manage-page.tsx'),
  mangeWaybill: () => import('@/features/orders/waybills/waybill-page.tsx'),
  waybillEditLog: () => import('@/features/orders/edit-log/edit-log-page.tsx'),
  normalOrder: () => import('@/features/orders/normal-order/normal-order-page.tsx'),
  international: () => import('@/features/orders/inter-order/inter-order-page.tsx'),
  quickOrders: () => import('@/features/orders/quick-order/quick-order-page.tsx'),
  moreTicket: () => import('@/features/orders/multi-ticket/multi-ticket-page.tsx'),
  logisticsTracking: () => import('@/features/tracking/logistics-tracking-page.tsx'),
  nearbyOutlets: () => import('@/features/outlets/nearby-outlets-page.tsx'),
  freightQuery: () => import('@/features/orders/freight-query/freight-query-page.tsx'),
  agingQuery: () => import('@/features/dashboard/aging/aging-query-page.tsx'),
  dashboardContent: () => import('@/features/content-admin/content-admin-page.tsx'),
  bulkImport: () => import('@/features/orders/bulk-import/bulk-import-page.tsx'),
  importTemplateConfig: () => import('@/features/orders/bulk-import/import-templates-page.tsx'),
  doInfoImport: () => import('@/features/delivery-orders/routes/do-import-page.tsx'),
  oneBoxMoreDo: () => import('@/features/delivery-orders/routes/one-box-more-do-page.tsx'),
  oneDoMoreBox: () => import('@/features/delivery-orders/routes/one-do-more-box-page.tsx'),
  doOrderPrint: () => import('@/features/delivery-orders/routes/do-print-page.tsx'),
  doOrderManager: () => import('@/features/delivery-orders/routes/do-manager-page.tsx'),
  preOrders: () => import('@/features/orders/pre-orders/pre-orders-page.tsx'),
  smartOrders: () => import('@/features/orders/smart-orders/smart-orders-page.tsx'),
  accessoryLibrary: () => import('@/features/files/accessory-library-page.tsx'),
  updatingFiles: () => import('@/features/files/accessory-library-page.tsx'),
  pickupReservation: () => import('@/features/pickup/pickup-reservation-page.tsx'),
  advancePayment: () => import('@/features/advance-payment/advance-payment-page.tsx'),
  prepayClosing: () => import('@/features/prepay-admin/prepay-closing-page.tsx'),
  notifyCenter: () => import('@/features/notifications/notify-center-page.tsx'),
  cashBill: () => import('@/features/cash-bills/routes/cash-bill-page.tsx'),
  cashBillNew: () => import('@/features/cash-bills/routes/cash-bill-new-page.tsx'),
  monthlyStatement: () => import('@/features/statements/routes/monthly-statement-page.tsx'),
  monthlyStatementNew: () => import('@/features/statements/routes/monthly-statement-new-page.tsx'),
  codManagement: () => import('@/features/cod/routes/cod-management-page.tsx'),
  CODbill: () => import('@/features/cod/routes/cod-bill-page.tsx'),
  codInvoiceNew: () => import('@/features/cod/routes/cod-bill-page.tsx'),
  commerceOrders: () => import('@/features/orders/marketplace/commerce-orders-page.tsx'),
};
