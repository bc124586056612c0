import type { AdminGiftOrderRow, GiftDeliveryStatus } from '@portal/shared/mall';
import type { Page } from '@portal/shared/table-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { mallGiftKeys } from './keys.ts';

export const GIFT_ORDERS_PAGE_SIZE = 20;

/** One page of every customer's exchanges, of one delivery status and customer if given (mall/listGiftOrders). */
const giftOrdersQuery = (status: GiftDeliveryStatus | undefined, customerCode: string, page: number) =>
  queryOptions({
    queryKey: mallGiftKeys.dispatchPage(status, customerCode, page),
    queryFn: () =>
      call<Page<AdminGiftOrderRow>>('mall/listGiftOrders', {
        page,
        pageSize: GIFT_ORDERS_PAGE_SIZE,
        ...(status ? { deliveryStatus: status } : {}),
        ...(customerCode ? { customerCode } : {}),
      }),
    staleTime: 0,
  });

export const useGiftOrders = (status: GiftDeliveryStatus | undefined, customerCode: string, page: number) =>
  useQuery(giftOrdersQuery(status, customerCode, page));
