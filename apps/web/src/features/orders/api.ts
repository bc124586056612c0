import type { AddressRow } from '@portal/shared/address';
import type { PayMethod, ServeType } from '@portal/shared/order';
import type { InsertOrderParameter } from '@portal/shared/order-rules';
import type { CodFeeRule, PriceBreakdown } from '@portal/shared/pricing';
import { DROP_POINT_PAGE_SIZE_MAX, type DropPoint } from '@portal/shared/service-area';
import type { ExpressTypeLimit } from '@portal/shared/user-info';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';

/** A product open to the customer, with its limits and name in the interface language. */
export interface BusinessProduct extends ExpressTypeLimit {
  code: string;
  name: string;
  volumetricDivisor: number;
}

export interface OrderConfig {
  payMethods: PayMethod[];
  serveTypes: ServeType[];
  maxMultiPacks: number;
  pickupDaysAhead: number;
  insuranceRateBp: number;
  codFee: CodFeeRule;
  codLimitSen: number;
  openPrepay: number;
}

export interface PlacedOrder {
  waybillNo: string;
  status: string;
  price: PriceBreakdown;
  created: boolean;
}

const TEN_MINUTES = 10 * 60_000;

export const useBusinessProducts = () =>
  useQuery({ queryKey: ['businessProducts'], queryFn: () => call<BusinessProduct[]>('getBusinessProducts'), staleTime: TEN_MINUTES });

export const useOrderConfig = () =>
  useQuery({ queryKey: ['orderConfig'], queryFn: () => call<OrderConfig>('getCommonConfig'), staleTime: TEN_MINUTES });

/** The default sender and receiver the form starts from. */
export const useDefaultAddresses = () =>
  useQuery({
    queryKey: ['defaultAddresses'],
    queryFn: () => call<{ sender: AddressRow | null; receiver: AddressRow | null }>('getDefaultAddress'),
    staleTime: 60_000,
  });

/** The price of the order as filled so far (getFreight): the server's tariffs and rules. */
export const fetchFreight = (draft: Partial<InsertOrderParameter>, signal?: AbortSignal) =>
  call<PriceBreakdown>('getFreight', draft, { signal });

export const placeOrder = (order: InsertOrderParameter) => call<PlacedOrder>('insertOrder', order);

/** The courier's open drop points nearest the sender first (queryDroppoints), for a DROP OFF parcel. */
export const useDropPoints = (near: { postcode?: string; state?: string; city?: string }) =>
  useQuery({
    queryKey: ['dropPoints', near.postcode ?? '', near.state ?? '', near.city ?? ''],
    queryFn: ({ signal }) =>
      call<{ list: DropPoint[]; total: number }>('queryDroppoints', { ...near, pageSize: DROP_POINT_PAGE_SIZE_MAX }, { signal }),
    staleTime: TEN_MINUTES,
  });
