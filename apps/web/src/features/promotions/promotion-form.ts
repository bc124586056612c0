import type { Lang } from '@portal/shared/lang';
import { type PromotionInput, promotionParameter } from '@portal/shared/promotions';
import { describeIssue } from '@portal/shared/validation';
import type { Dayjs } from 'dayjs';

/** The add form's fields: the share typed in percent, days picked; sent as the shared parameter. */
export interface PromotionValues extends Omit<PromotionInput, 'rateBp' | 'startsOn' | 'endsOn' | 'product'> {
  ratePercent: number | null;
  product: PromotionInput['product'] | '';
  startsOn: Dayjs | null;
  endsOn: Dayjs | null;
}

/** What the form sends (promotions/add): 15% as 1500 basis points, days as YYYY-MM-DD, '' product as every one. */
export const promotionToParameter = (v: Partial<PromotionValues>) => ({
  name: v.name,
  rateBp: typeof v.ratePercent === 'number' ? Math.round(v.ratePercent * 100) : undefined,
  product: v.product || null,
  zones: v.zones ?? [],
  customerCode: v.customerCode ?? '',
  startsOn: v.startsOn?.format('YYYY-MM-DD') ?? '',
  endsOn: v.endsOn?.format('YYYY-MM-DD') ?? '',
});

/**
 * One field's problem, if any: the server's own schema on the parameter the whole form would send, its
 * first issue at `path` (['name', 'ml'], ['rateBp'], ['endsOn']) as a catalogue key and its values.
 */
export function promotionProblem(
  values: Partial<PromotionValues>,
  path: [keyof PromotionInput] | ['name', Lang],
): { key: string; params?: Record<string, string | number> } | null {
  const result = promotionParameter.safeParse(promotionToParameter(values));
  const issue = result.error?.issues.find((i) => path.every((p, n) => i.path[n] === p));
  return issue ? describeIssue(issue) : null;
}
