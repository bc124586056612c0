import { isDomesticPostcode } from '@portal/shared/address';
import type { Product } from '@portal/shared/order';
import type { PriceBreakdown } from '@portal/shared/pricing';
import { useQueries } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-client.ts';
import { fetchFreight } from '../api/freight.ts';
import { orderKeys } from '../api/keys.ts';
import { useSettled } from '../use-settled.ts';
import { rowParameter, type TicketRow } from './ticket-rows.ts';

interface Common {
  senderPostcode: string;
  senderProv: string;
  senderCity: string;
  expressType?: Product;
}

/** One row's getFreight draft, the same fields the order form prices (`priceDraft`); null until it can be priced. */
function rowPriceDraft(common: Common, row: TicketRow) {
  const r = rowParameter(row);
  const placed = (postcode: string, prov: string, city: string) => isDomesticPostcode(postcode) && !!prov && !!city;
  if (!common.expressType || r.weightG <= 0) return null;
  if (!placed(common.senderPostcode, common.senderProv, common.senderCity) || !placed(r.receiverPostcode, r.receiverProv, r.receiverCity))
    return null;
  return {
    senderPostcode: common.senderPostcode,
    senderProv: common.senderProv,
    senderCity: common.senderCity,
    receiverPostcode: r.receiverPostcode,
    receiverProv: r.receiverProv,
    receiverCity: r.receiverCity,
    expressType: common.expressType,
    weightG: r.weightG,
    packageCount: r.packageCount,
    goodsValueSen: r.goodsValueSen,
    codSen: r.codSen,
  };
}

export interface TicketTotal {
  /** The sum of the priced rows' prices. */
  totalSen: number;
  priced: number;
  /** Row numbers (1-based) begun but not priced: not complete yet, or refused by the rules (their reason shows on placing). */
  unpriced: number[];
  pending: boolean;
}

/**
 * What placing the rows not yet placed will charge: each row priced by getFreight, the order form's own pricing
 * (the server's tariffs and rules), asked once typing pauses and kept a minute a draft, like the form's price.
 */
export function useTicketTotal(common: Common, rows: readonly TicketRow[]): TicketTotal {
  // Rows not placed yet; a row nothing has been typed into yet is neither priced nor missing.
  const started = (row: TicketRow) => !!(row.receiverName?.trim() || row.receiverPostcode?.trim() || row.weightKg);
  const open = rows.flatMap((row, i) => (row.waybillNo || !started(row) ? [] : [{ n: i + 1, draft: rowPriceDraft(common, row) }]));
  const settled = useSettled(JSON.stringify(open));
  const drafts = JSON.parse(settled) as typeof open;
  const prices = useQueries({
    queries: drafts.map(({ draft }) => ({
      queryKey: orderKeys.price('freight', JSON.stringify(draft)),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchFreight(draft!, signal),
      enabled: draft !== null,
      retry: false,
      staleTime: 60_000,
    })),
  }) as { data?: PriceBreakdown; error: ApiError | null; isFetching: boolean }[];
  let totalSen = 0;
  let priced = 0;
  const unpriced: number[] = [];
  drafts.forEach(({ n }, i) => {
    const price = prices[i]?.data;
    if (price && drafts[i]!.draft) {
      totalSen += price.totalSen;
      priced++;
    } else unpriced.push(n);
  });
  return { totalSen, priced, unpriced, pending: settled !== JSON.stringify(open) || prices.some((p) => p.isFetching) };
}
