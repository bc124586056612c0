import type { FilterValues } from '@/components/list-kit/filters.ts';
import { ALL_LISTS_KEY, listQueryKey } from '@/components/list-kit/use-list-data.ts';

/** The list calls the built-in table configurations name (orderManage, mangeWaybill, the marketplace orders). */
const ORDERS_API = 'getOrders';
const WAYBILLS_API = 'getSendOrders';
const COMMERCE_ORDERS_API = 'getCommerceOrders';

/**
 * The order screens' query keys. The manage and waybill keys are named after their table
 * configurations; a price is kept under its call's name and the draft as JSON, so the multi-ticket
 * page and the order form share a draft's domestic price.
 */
export const orderKeys = {
  /** Every list-kit list: a placed or submitted order shows in the pre-order, order and waybill lists. */
  lists: ALL_LISTS_KEY,
  orders: () => listQueryKey(ORDERS_API),
  manage: ['orderManage'] as const,
  manageProducts: () => [...orderKeys.manage, 'products'] as const,
  statusCounts: (filters: FilterValues) => [...orderKeys.manage, 'counts', filters] as const,
  statistics: (filters: FilterValues) => [...orderKeys.manage, 'statistics', filters] as const,
  waybills: () => listQueryKey(WAYBILLS_API),
  waybill: ['mangeWaybill'] as const,
  waybillFigures: (kind: string, filters: FilterValues) => [...orderKeys.waybill, kind, filters] as const,
  waybillTrack: (waybillNo: string | null) => [...orderKeys.waybill, 'track', waybillNo] as const,
  commerceOrders: () => listQueryKey(COMMERCE_ORDERS_API),
  marketplaceMappings: ['marketplaceMappings'] as const,
  config: ['orderConfig'] as const,
  products: ['businessProducts'] as const,
  destinations: (countryCode: string | undefined) => ['destinations', countryCode] as const,
  dropPoints: (near: { postcode?: string; state?: string; city?: string }) =>
    ['dropPoints', near.postcode ?? '', near.state ?? '', near.city ?? ''] as const,
  price: (name: string, draftJson: string) => [name, draftJson] as const,
  /** An order or pre-order loaded for one opening of its dialog. */
  orderEdit: (waybillNo: string, opening: number) => ['orderEdit', waybillNo, opening] as const,
  preOrder: (id: number | null, opening: number) => ['preOrder', id, opening] as const,
  presetFields: (title: string) => ['presetFields', title] as const,
  smartOrders: ['smartOrders'] as const,
  appendixes: (waybillNo: string) => ['orderAppendixes', waybillNo] as const,
  accessoryLibrary: ['accessoryLibrary'] as const,
  importSettings: ['importSettings'] as const,
  excelTemplates: ['excelTemplates'] as const,
  orderImport: (importId: string | null) => ['orderImport', importId] as const,
};
